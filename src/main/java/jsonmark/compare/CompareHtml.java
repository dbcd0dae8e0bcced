package jsonmark.compare;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import jsonmark.compare.CompareReport.Apart;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.compare.CompareReport.Difference;
import jsonmark.compare.CompareReport.FolderEntry;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;
import jsonmark.report.ReadableTime;

/**
 * {@code compare.html}: the folders, what differs besides the commands, a table per benchmark
 * with each change coloured, and the change charts embedded; self-contained (no network, no
 * other file), so it can be mailed or attached to a CI run.
 */
final class CompareHtml {

  /** The page's stylesheet: a table per benchmark on a desktop, a card per command on a phone. */
  static final String CSS = resource("compare.css");

  /**
   * Counts the images that decoded into {@code body[data-images]} and says in {@code
   * body[data-overflow]} whether the page scrolls sideways, for a browser test.
   */
  private static final String JS = """
      window.addEventListener('load', function () {
        var images = Array.prototype.slice.call(document.images);
        var decoded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; });
        document.body.setAttribute('data-images', decoded.length + '/' + images.length);
        document.body.setAttribute('data-overflow',
            document.documentElement.scrollWidth > window.innerWidth ? 'yes' : 'no');
      });
      """;

  private CompareHtml() {}

  /** @param charts each chart's file name and PNG bytes, in folder order */
  static String render(CompareReport report, Map<String, byte[]> charts) {
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>jsonmark compare</title>\n<style>\n").append(CSS)
        .append("</style>\n</head>\n<body>\n<h1>jsonmark compare</h1>\n<ul id=\"folders\">\n");
    for (FolderEntry f : report.folders()) {
      html.append("<li><b>").append(escape(f.label())).append("</b>")
          .append(f == report.folders().get(0) ? " (base)" : "").append(": ")
          .append(escape(f.path())).append(" (started ").append(escape(ReadableTime.of(f.startTime())))
          .append(f.jsonmarkVersion() == null ? "" : ", jsonmark "
              + escape(f.jsonmarkVersion())).append(")").append(escape(CompareText.state(f)))
          .append("</li>\n");
    }
    html.append("</ul>\n");
    differences(report, html);
    for (String note : report.notes()) {
      html.append("<p class=\"note\">Note: ").append(escape(note)).append("</p>\n");
    }
    for (Table table : report.benchmarks()) {
      html.append("<h2>").append(escape(table.benchmark())).append("</h2>\n");
      if (!report.measure().equals("instructions")) {
        table(report, table, html);
      }
      if (!table.instructions().isEmpty()) {
        plain(CountCells.LEGEND, CountCells.header(report), CountCells.rows(table),
            "instructions", html);
      }
      memory(report, table, html);
      apart(table.apart(), html);
    }
    apart(report.benchmarksApart(), html);
    charts.forEach((name, png) -> html.append("<figure><div class=\"scroll\"><img alt=\"")
        .append(escape(name)).append("\" src=\"data:image/png;base64,")
        .append(Base64.getEncoder().encodeToString(png)).append("\"></div><figcaption>")
        .append("Each command's change with its 95% interval; red slower, green faster, grey ~")
        .append("</figcaption></figure>\n"));
    html.append("<p class=\"method\">Times: mean ± half its 95% interval over the runs that"
            + " passed. Change: new over old of the geometric means, minus 1; p: ")
        .append(escape(report.test())).append("; ~: p ≥ ").append(report.alpha())
        .append(".</p>\n<script>\n").append(JS).append("</script>\n</body>\n</html>\n");
    return html.toString();
  }

  private static void differences(CompareReport report, StringBuilder html) {
    if (report.differences().isEmpty()) {
      html.append("<p id=\"differences\">Same machine, runtimes, settings and commands.</p>\n");
      return;
    }
    html.append("<h2>These differ between the folders</h2>\n<div class=\"scroll\">")
        .append("<table id=\"differences\">\n")
        .append("<thead><tr><th>what</th>");
    report.folders().forEach(f -> html.append("<th>").append(escape(f.label())).append("</th>"));
    html.append("</tr></thead>\n<tbody>\n");
    for (Difference d : report.differences()) {
      html.append("<tr><td>").append(escape(d.what())).append("</td>");
      d.values().forEach(v -> html.append("<td>")
          .append(escape(v == null ? "(not recorded)" : v)).append("</td>"));
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table></div>\n");
  }

  /** The memory of the commands profiled in the base and another folder, when there are any. */
  private static void memory(CompareReport report, Table table, StringBuilder html) {
    if (!table.memory().isEmpty()) {
      plain(CompareText.MEMORY, Cells.memoryHeader(report), Cells.memoryRows(table), "memory",
          html);
    }
  }

  /** A table of text cells of class {@code css}, said what it is by {@code legend} above it. */
  private static void plain(String legend, List<String> header, List<List<String>> rows,
      String css, StringBuilder html) {
    html.append("<p>").append(escape(legend)).append("</p>\n");
    html.append("<div class=\"scroll\"><table class=\"").append(css).append("\">\n<thead><tr>");
    header.forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
    html.append("</tr></thead>\n<tbody>\n");
    for (List<String> row : rows) {
      html.append("<tr>");
      row.forEach(cell -> html.append("<td>").append(escape(cell)).append("</td>"));
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table></div>\n");
  }

  private static void table(CompareReport report, Table table, StringBuilder html) {
    html.append("<div class=\"scroll\"><table class=\"comparison\">\n<thead><tr>");
    List<String> header = Cells.header(report);
    header.forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
    html.append("</tr></thead>\n<tbody>\n");
    List<Row> rows = new ArrayList<>(table.rows());
    if (table.geomean() != null) {
      rows.add(table.geomean());
    }
    for (Row row : rows) {
      html.append(row == table.geomean() ? "<tr class=\"geomean\">" : "<tr>");
      List<String> cells = Cells.row(row, Cells.Scale.of(table));
      for (int c = 0; c < cells.size(); c++) {
        String css = "";
        if (c >= 3 && (c - 3) % 4 == 0) {
          Delta d = row.changes().get((c - 3) / 4);
          css = d == null ? "" : switch (d.verdict()) {
            case "slower" -> " class=\"slower\"";
            case "faster" -> " class=\"faster\"";
            case "~" -> " class=\"same\"";
            default -> "";
          };
        }
        // The header's name again, which a phone shows beside the figure (see compare.css).
        html.append("<td").append(css).append(" data-label=\"").append(escape(header.get(c)))
            .append("\">").append(escape(cells.get(c))).append("</td>");
      }
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table></div>\n");
  }

  private static void apart(List<Apart> apart, StringBuilder html) {
    if (apart.isEmpty()) {
      return;
    }
    html.append("<p>Not compared, in some folders only:</p>\n<ul class=\"apart\">\n");
    for (Apart a : apart) {
      html.append("<li>").append(escape(a.name())).append(": only in ")
          .append(escape(String.join(", ", a.in()))).append("</li>\n");
    }
    html.append("</ul>\n");
  }

  private static String resource(String name) {
    try (InputStream in = CompareHtml.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("the jar lacks jsonmark/compare/" + name, e);
    }
  }

  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
