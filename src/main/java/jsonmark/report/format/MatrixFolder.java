package jsonmark.report.format;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.io.Exporter;
import jsonmark.report.MatrixReport;
import jsonmark.report.Report;
import jsonmark.report.chart.Charts;

/**
 * The top folder of a run over several benchmarks, and its one owner: it holds each benchmark's
 * report as it is added and rewrites the matrix files after each, so that a later failure or
 * Ctrl-C loses nothing measured: runs.csv and summary.json of every benchmark, ranking.png,
 * report.html embedding it and summary.md (the matrix).
 */
public final class MatrixFolder {

  private static final List<Exporter<MatrixReport>> FILES = List.of(
      Exporter.text("runs.csv", MatrixResults::runsCsv),
      Exporter.text("summary.json", MatrixResults::summaryJson),
      Exporter.chart("ranking.png", Charts::ranking),
      Exporter.page("report.html",
          (matrix, drawn) -> MatrixHtml.render(matrix, drawn.png("ranking.png"))),
      Exporter.index("summary.md",
          (matrix, drawn) -> MatrixMarkdown.render(matrix, drawn.inFolder("ranking.png"))));

  private final ResultsFolder folder;
  private final int planned;
  private final List<Report> reports = new ArrayList<>();
  private Optional<String> started = Optional.empty();

  private MatrixFolder(ResultsFolder folder, int planned) {
    this.folder = folder;
    this.planned = planned;
  }

  /**
   * Creates the dated folder {@code <results-dir>/<UTC time>-<name>} for {@code planned}
   * benchmarks.
   */
  public static MatrixFolder create(Path resultsDir, String name, Instant now, int planned)
      throws IOException {
    return new MatrixFolder(ResultsFolder.create(resultsDir, name, now), planned);
  }

  public Path path() {
    return folder.path();
  }

  /** How many benchmarks were added so far. */
  public int size() {
    return reports.size();
  }

  /**
   * Rewrites the matrix files saying that {@code benchmark} has started: if the driver is killed
   * before it ends, they say so, and not that it never ran.
   */
  public void start(String benchmark) throws IOException {
    started = Optional.of(benchmark);
    write();
  }

  /** Adds the report of the benchmark that just ran and rewrites the matrix files. */
  public void add(Report report) throws IOException {
    reports.add(report);
    started = Optional.empty();
    write();
  }

  /** Rewrites the matrix files after a benchmark that ended with nothing measured. */
  public void endedEmpty() throws IOException {
    started = Optional.empty();
    write();
  }

  private void write() throws IOException {
    folder.writer().write(matrix(), FILES);
  }

  /** The matrix as the terminal shows it at the end, in {@code width} columns. */
  public String terminal(int width) {
    return MatrixMarkdown.terminal(matrix(), width);
  }

  private MatrixReport matrix() {
    return new MatrixReport(reports, planned, started);
  }
}
