package jsonmark.report;

/** One text format of the results; the caller decides whether it goes to a file or a screen. */
public interface ReportFormat {

  String render(Report report);
}
