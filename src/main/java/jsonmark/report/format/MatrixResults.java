package jsonmark.report.format;

import jsonmark.report.MatrixReport;

/** The machine-readable files of a run over several benchmarks: every benchmark's rows in one. */
public final class MatrixResults {

  private MatrixResults() {}

  /** runs.csv of every benchmark, one after the other (the first column names the benchmark). */
  public static String runsCsv(MatrixReport matrix) {
    return RunsCsv.render(matrix.reports());
  }

  /** {@code {"benchmarks": [...]}}: each benchmark's summary.json document, in order. */
  public static String summaryJson(MatrixReport matrix) {
    return SummaryJson.render(matrix.reports());
  }
}
