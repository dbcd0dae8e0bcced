package jsonmark.compare;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.compare.CompareReport.Apart;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.compare.CompareReport.Difference;
import jsonmark.compare.CompareReport.FolderEntry;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;
import jsonmark.report.ReadableTime;
import jsonmark.report.format.HtmlTemplates;

/**
 * {@code compare.html}: the folders, what differs besides the commands, a table per benchmark
 * with each change coloured, and the change charts embedded; self-contained (no network, no
 * other file), so it can be mailed or attached to a CI run. Filled from the same templates,
 * stylesheet and script as report.html ({@link HtmlTemplates}), which escape every value.
 */
final class CompareHtml {

  private CompareHtml() {}

  /** @param charts each chart's file name and PNG bytes, in folder order */
  static String render(CompareReport report, Map<String, byte[]> charts) {
    Map<String, Object> view = new LinkedHashMap<>();
    view.put("gate", Optional.ofNullable(report.gate()).stream().map(g -> Map.of(
        "css", g.fails() ? "slower" : "faster", "text", Gates.line(g))).toList());
    List<Map<String, Object>> folders = new ArrayList<>();
    for (FolderEntry f : report.folders()) {
      Map<String, Object> folder = new LinkedHashMap<>();
      folder.put("label", f.label());
      folder.put("base", f == report.folders().get(0));
      folder.put("path", f.path());
      folder.put("started", ReadableTime.of(f.startTime()));
      folder.put("jsonmark", Optional.ofNullable(f.jsonmarkVersion()).stream().toList());
      folder.put("state", CompareText.state(f));
      folders.add(folder);
    }
    view.put("folders", folders);
    view.put("hasDifferences", !report.differences().isEmpty());
    view.put("labels", report.folders().stream().map(FolderEntry::label).toList());
    List<Map<String, Object>> differences = new ArrayList<>();
    for (Difference d : report.differences()) {
      List<String> cells = new ArrayList<>();
      cells.add(d.what());
      d.values().forEach(v -> cells.add(v == null ? "(not recorded)" : v));
      differences.add(HtmlTemplates.row(cells));
    }
    view.put("differences", differences);
    view.put("notes", report.notes());
    List<Map<String, Object>> benchmarks = new ArrayList<>();
    for (Table table : report.benchmarks()) {
      Map<String, Object> benchmark = new LinkedHashMap<>();
      benchmark.put("name", table.benchmark());
      boolean times = report.timesCompared();
      benchmark.put("hasTimes", times);
      benchmark.put("header", Cells.header(report));
      benchmark.put("rows", times ? rows(report, table) : List.of());
      benchmark.put("floors", CompareText.floors(table));
      List<Map<String, Object>> plain = new ArrayList<>();
      if (times && !table.host().isEmpty()) {
        List<String> header = new ArrayList<>(HostCells.header());
        header.add("what was done");
        List<List<String>> rows = new ArrayList<>();
        List<List<String>> cells = HostCells.rows(report, table);
        for (int i = 0; i < cells.size(); i++) {
          List<String> row = new ArrayList<>(cells.get(i));
          row.add(table.host().get(i).why());
          rows.add(row);
        }
        plain.add(plain(HostCells.LEGEND, header, rows, "host"));
      }
      if (!table.instructions().isEmpty()) {
        plain.add(plain(CountCells.LEGEND, CountCells.header(report), CountCells.rows(table),
            "instructions"));
      }
      if (!table.memory().isEmpty()) {
        plain.add(plain(CompareText.MEMORY, Cells.memoryHeader(report), Cells.memoryRows(table),
            "memory"));
      }
      benchmark.put("plain", plain);
      apart(table.apart(), benchmark);
      benchmarks.add(benchmark);
    }
    view.put("benchmarks", benchmarks);
    apart(report.benchmarksApart(), view);
    List<Map<String, String>> drawn = new ArrayList<>();
    charts.forEach((name, png) -> drawn.add(Map.of("name", name,
        "data", Base64.getEncoder().encodeToString(png))));
    view.put("charts", drawn);
    view.put("caption", ChangeChart.caption(report));
    view.put("timesCompared", report.timesCompared());
    view.put("method", CompareText.method(report));
    return HtmlTemplates.render(HtmlTemplates.COMPARE, view);
  }

  /** The rows of a benchmark's time table, the geomean last, each change cell classed. */
  private static List<Map<String, Object>> rows(CompareReport report, Table table) {
    List<String> header = Cells.header(report);
    List<Row> rows = new ArrayList<>(table.rows());
    if (table.geomean() != null) {
      rows.add(table.geomean());
    }
    List<Map<String, Object>> out = new ArrayList<>();
    for (Row row : rows) {
      List<String> cells = Cells.row(row, Cells.Scale.of(table));
      List<Map<String, Object>> tds = new ArrayList<>();
      for (int c = 0; c < cells.size(); c++) {
        List<String> css = List.of();
        if (c >= 3 && (c - 3) % 4 == 0) {
          Delta d = row.changes().get((c - 3) / 4);
          css = d == null ? List.of() : switch (d.verdict()) {
            case "slower" -> List.of("slower");
            case "faster" -> List.of("faster");
            case "~" -> List.of("same");
            default -> List.of();
          };
        }
        // The header's name again, which a phone shows beside the figure (see compare.css).
        tds.add(Map.of("css", css, "label", header.get(c), "text", cells.get(c)));
      }
      out.add(Map.of("geomean", row == table.geomean(), "cells", tds));
    }
    return out;
  }

  /** A table of text cells of class {@code css}, said what it is by {@code legend} above it. */
  private static Map<String, Object> plain(String legend, List<String> header,
      List<List<String>> rows, String css) {
    return Map.of("legend", legend, "header", header,
        "rows", rows.stream().map(HtmlTemplates::row).toList(), "css", css);
  }

  /** The commands or benchmarks in some folders only, into {@code view}. */
  private static void apart(List<Apart> apart, Map<String, Object> view) {
    view.put("hasApart", !apart.isEmpty());
    view.put("apart", apart.stream().map(a -> Map.of("name", a.name(),
        "in", String.join(", ", a.in()))).toList());
  }
}
