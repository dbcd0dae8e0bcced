package jsonmark.report.export;

import java.util.List;
import jsonmark.report.Report;

/**
 * One of hyperfine's export formats: a pure rendering of an invocation's reports (one per
 * benchmark, in order) into the file's text; only the caller decides file or standard output.
 */
public interface Export {

  /** The file's text once every benchmark asked for has run; {@code reports} holds one at least. */
  String render(List<Report> reports);

  /**
   * The file's text while the benchmarks {@code remaining} are still to run after {@code
   * reports}: a format that says whether its runs ended (the JSON layouts) says they have not.
   */
  default String render(List<Report> reports, List<String> remaining) {
    return render(reports);
  }
}
