package jsonmark.compare;

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

  private static final String CSS = """
      body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1300px;
             color: #222; padding: 0 1em; }
      table { border-collapse: collapse; margin: 1em 0; font-size: 14px; }
      th, td { border: 1px solid #ddd; padding: 4px 8px; }
      th { background: #f3f3f3; }
      td { text-align: right; font-variant-numeric: tabular-nums; }
      td:first-child { text-align: left; }
      tr.geomean td { font-style: italic; border-top: 2px solid #bbb; }
      td.slower { color: #c82828; font-weight: bold; }
      td.faster { color: #1e8c3c; font-weight: bold; }
      td.same { color: #888; }
      figure img { max-width: 100%; border: 1px solid #eee; }
      figcaption, .method { color: #666; font-size: 13px; }
      """;

  /** Counts the images that decoded into {@code body[data-images]}, for a browser test. */
  private static final String JS = """
      window.addEventListener('load', function () {
        var images = Array.prototype.slice.call(document.images);
        var decoded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; });
        document.body.setAttribute('data-images', decoded.length + '/' + images.length);
      });
      """;

  private CompareHtml() {}

  /** @param charts each chart's file name and PNG bytes, in folder order */
  static String render(CompareReport report, Map<String, byte[]> charts) {
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>jsonmark compare</title>\n<style>\n").append(CSS)
        .append("</style>\n</head>\n<body>\n<h1>jsonmark compare</h1>\n<ul id=\"folders\">\n");
    for (FolderEntry f : report.folders()) {
      html.append("<li><b>").append(escape(f.label())).append("</b>")
          .append(f == report.folders().get(0) ? " (base)" : "").append(": ")
          .append(escape(f.path())).append(" (started ").append(escape(ReadableTime.of(f.startTime())))
          .append(f.jsonmarkVersion() == null ? "" : ", jsonmark "
              + escape(f.jsonmarkVersion())).append(")</li>\n");
    }
    html.append("</ul>\n");
    differences(report, html);
    for (String note : report.notes()) {
      html.append("<p class=\"note\">Note: ").append(escape(note)).append("</p>\n");
    }
    for (Table table : report.benchmarks()) {
      html.append("<h2>").append(escape(table.benchmark())).append("</h2>\n");
      table(report, table, html);
      apart(table.apart(), html);
    }
    apart(report.benchmarksApart(), html);
    charts.forEach((name, png) -> html.append("<figure><img alt=\"")
        .append(escape(name)).append("\" src=\"data:image/png;base64,")
        .append(Base64.getEncoder().encodeToString(png)).append("\"><figcaption>")
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
      html.append("<p id=\"differences\">Same machine, runtimes and settings.</p>\n");
      return;
    }
    html.append("<h2>Besides the commands, these differ</h2>\n<table id=\"differences\">\n")
        .append("<thead><tr><th>what</th>");
    report.folders().forEach(f -> html.append("<th>").append(escape(f.label())).append("</th>"));
    html.append("</tr></thead>\n<tbody>\n");
    for (Difference d : report.differences()) {
      html.append("<tr><td>").append(escape(d.what())).append("</td>");
      d.values().forEach(v -> html.append("<td>")
          .append(escape(v == null ? "(not recorded)" : v)).append("</td>"));
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table>\n");
  }

  private static void table(CompareReport report, Table table, StringBuilder html) {
    html.append("<table class=\"comparison\">\n<thead><tr>");
    Cells.header(report).forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
    html.append("</tr></thead>\n<tbody>\n");
    List<Row> rows = new ArrayList<>(table.rows());
    if (table.geomean() != null) {
      rows.add(table.geomean());
    }
    for (Row row : rows) {
      html.append(row == table.geomean() ? "<tr class=\"geomean\">" : "<tr>");
      List<String> cells = Cells.row(row);
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
        html.append("<td").append(css).append('>').append(escape(cells.get(c))).append("</td>");
      }
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table>\n");
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

  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
