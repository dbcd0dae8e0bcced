package jsonmark.report;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * {@code report.html}: one self-contained page to share (no network: CSS and JS inline, charts
 * as base64 data URIs) with the environment, the results table (sorted by clicking a column
 * header, or on load by {@code ?sort=N} or {@code ?sort=-N}), who won, the charts, and the
 * warnings and failures. Once the page has loaded, {@code body[data-images]} reads {@code
 * decoded/total} for the images, so a headless browser can check them.
 */
public final class HtmlReport implements ReportFormat {

  /** The charts in the order they are shown, with what each shows. */
  private static final String[][] CHARTS = {
    {"time.png", "Mean wall time per command"},
    {"tradeoff.png", "Time against memory: the fastest and leanest"},
    {"cpu.png", "CPU over time"},
    {"memory.png", "Memory over time"},
  };

  private final Function<String, Optional<byte[]>> charts;

  /** @param charts the PNG bytes of a chart by file name, empty when it was not drawn */
  public HtmlReport(Function<String, Optional<byte[]>> charts) {
    this.charts = charts;
  }

  @Override
  public String render(Report report) {
    StringBuilder html = new StringBuilder();
    String title = "JSONMark: " + report.benchmark();
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>").append(escape(title)).append("</title>\n<style>\n")
        .append(HtmlAssets.CSS).append("</style>\n</head>\n<body>\n")
        .append("<h1>").append(escape(title)).append("</h1>\n");
    html.append("<p>").append(escape(String.format(Locale.ROOT,
            "Started %s. Data: %d records, %.1f MB, written by %s; expected checksum %d.",
            DateTimeFormatter.ISO_INSTANT.format(report.startTime()), report.records(),
            report.dataBytes() / 1e6, report.serializer(), report.expectedChecksum())))
        .append("</p>\n");
    html.append("<h2>Results</h2>\n");
    table(html, SummaryTable.header(report), SummaryTable.rows(report), "results");
    List<String> ranking = Ranking.lines(report);
    if (!ranking.isEmpty()) {
      html.append("<ul class=\"ranking\">\n");
      ranking.forEach(line -> html.append("<li>").append(escape(line)).append("</li>\n"));
      html.append("</ul>\n");
    }
    html.append("<h2>Charts</h2>\n");
    for (String[] chart : CHARTS) {
      charts.apply(chart[0]).ifPresent(png -> html
          .append("<figure><img alt=\"").append(escape(chart[1]))
          .append("\" src=\"data:image/png;base64,")
          .append(Base64.getEncoder().encodeToString(png)).append("\"><figcaption>")
          .append(escape(chart[1])).append("</figcaption></figure>\n"));
    }
    list(html, "Warnings", report.commands().stream()
        .flatMap(c -> c.warnings().stream()).toList());
    list(html, "Failures", MarkdownSummary.failures(report));
    html.append("<h2>Environment</h2>\n");
    List<List<String>> environment = new ArrayList<>();
    Mappers.JSON.valueToTree(report.environment()).properties().forEach(field ->
        environment.add(List.of(field.getKey(), field.getValue().isValueNode()
            ? field.getValue().asText() : field.getValue().toString())));
    Mappers.JSON.valueToTree(report.options()).properties().forEach(field ->
        environment.add(List.of(field.getKey(), field.getValue().asText())));
    table(html, List.of("what", "value"), environment, "environment");
    html.append("<script>\n").append(HtmlAssets.JS).append("</script>\n</body>\n</html>\n");
    return html.toString();
  }

  static void table(
      StringBuilder html, List<String> header, List<List<String>> rows, String id) {
    html.append("<table id=\"").append(id).append("\">\n<thead><tr>");
    header.forEach(cell -> html.append("<th>").append(escape(cell)).append("</th>"));
    html.append("</tr></thead>\n<tbody>\n");
    for (List<String> row : rows) {
      html.append("<tr>");
      row.forEach(cell -> html.append("<td>").append(escape(cell)).append("</td>"));
      html.append("</tr>\n");
    }
    html.append("</tbody>\n</table>\n");
  }

  private static void list(StringBuilder html, String heading, List<String> items) {
    if (items.isEmpty()) {
      return;
    }
    html.append("<h2>").append(heading).append("</h2>\n<ul>\n");
    items.forEach(item -> html.append("<li>").append(escape(item)).append("</li>\n"));
    html.append("</ul>\n");
  }

  /** Text as HTML: the five characters that could end an element or an attribute escaped. */
  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;").replace("'", "&#39;");
  }
}
