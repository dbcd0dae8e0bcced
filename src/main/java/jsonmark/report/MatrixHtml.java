package jsonmark.report;

import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.Optional;

/**
 * The top {@code report.html} of a run over several benchmarks: the matrix (sortable like a
 * benchmark's table), the ranking chart embedded, and a link to each benchmark's own page; as
 * self-contained as those pages.
 */
public final class MatrixHtml {

  private MatrixHtml() {}

  /** @param ranking ranking.png's bytes, when it was drawn */
  public static String render(MatrixReport matrix, Optional<byte[]> ranking) {
    String title = "JSONMark: " + matrix.reports().size() + " benchmarks";
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>").append(HtmlReport.escape(title)).append("</title>\n<style>\n")
        .append(HtmlAssets.CSS).append("</style>\n</head>\n<body>\n")
        .append("<h1>").append(HtmlReport.escape(title)).append("</h1>\n");
    if (!matrix.reports().isEmpty()) {
      Report first = matrix.reports().get(0);
      html.append("<p>").append(HtmlReport.escape("Started "
          + DateTimeFormatter.ISO_INSTANT.format(first.startTime()) + "; data written by "
          + first.serializer() + ". Each cell: mean seconds · MB/s · % time against the first"
          + " command on that benchmark.")).append("</p>\n");
    }
    html.append("<h2>Matrix</h2>\n");
    HtmlReport.table(html, MatrixMarkdown.header(matrix), MatrixMarkdown.rows(matrix), "results");
    ranking.ifPresent(png -> html
        .append("<figure><img alt=\"Time over the fastest, per benchmark\" ")
        .append("src=\"data:image/png;base64,").append(Base64.getEncoder().encodeToString(png))
        .append("\"><figcaption>Each command's mean time over the fastest command's on each")
        .append(" benchmark</figcaption></figure>\n"));
    html.append("<h2>Benchmarks</h2>\n<ul>\n");
    for (Report report : matrix.reports()) {
      String folder = FileNames.safe(report.benchmark());
      html.append("<li><a href=\"").append(HtmlReport.escape(folder)).append("/report.html\">")
          .append(HtmlReport.escape(report.benchmark())).append("</a></li>\n");
    }
    html.append("</ul>\n<script>\n").append(HtmlAssets.JS)
        .append("</script>\n</body>\n</html>\n");
    return html.toString();
  }
}
