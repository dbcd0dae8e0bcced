package jsonmark.report.format;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.io.FileNames;
import jsonmark.report.MatrixReport;
import jsonmark.report.ReadableTime;
import jsonmark.report.Report;

/**
 * The top {@code report.html} of a run over several benchmarks: the matrix (sortable like a
 * benchmark's table), the ranking chart embedded, a link to each benchmark's own page, and the
 * machine it ran on; as self-contained and as readable on a phone as those pages.
 */
public final class MatrixHtml {

  private MatrixHtml() {}

  /** @param ranking ranking.png's bytes, when it was drawn */
  public static String render(MatrixReport matrix, Optional<byte[]> ranking) {
    Map<String, Object> view = new LinkedHashMap<>();
    view.put("title", matrix.title());
    view.put("hasState", matrix.stateSentence().isPresent());
    view.put("state", matrix.stateSentence().orElse(""));
    String intro = "";
    if (!matrix.reports().isEmpty()) {
      Report first = matrix.reports().get(0);
      intro = "Started " + ReadableTime.of(first.startTime())
          + "; data written by " + first.serializer() + ". Each cell: the command's mean time on"
          + " that benchmark (unit in the header); each benchmark's page has its % time with the"
          + " 95 % interval, MB/s and memory.";
    }
    view.put("intro", intro);
    view.put("header", MatrixMarkdown.header(matrix));
    view.put("rows", MatrixMarkdown.rows(matrix).stream().map(HtmlTemplates::row).toList());
    view.put("hasRankingChart", ranking.isPresent());
    view.put("rankingChart", ranking.map(png -> Base64.getEncoder().encodeToString(png))
        .orElse(""));
    List<Map<String, String>> benchmarks = new ArrayList<>();
    for (Report report : matrix.reports()) {
      benchmarks.add(Map.of("folder", FileNames.safe(report.benchmark()),
          "name", report.benchmark()));
    }
    view.put("benchmarks", benchmarks);
    view.put("hasEnvironment", !matrix.reports().isEmpty());
    view.put("environment", matrix.reports().isEmpty() ? List.of()
        : EnvironmentRows.machine(matrix.reports().get(0).environment()));
    return HtmlTemplates.render(HtmlTemplates.MATRIX, view);
  }
}
