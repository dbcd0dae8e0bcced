package jsonmark.report.export;

import java.util.List;
import jsonmark.report.Report;

/**
 * One of hyperfine's export formats: a pure rendering of an invocation's reports (one per
 * benchmark, in order) into the file's text; only the caller decides file or standard output.
 */
public interface Export {

  /** The file's text; {@code reports} holds at least one report. */
  String render(List<Report> reports);
}
