package jsonmark.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jsonmark.io.ResultFiles;
import jsonmark.log.Log;
import jsonmark.plan.Exports;
import jsonmark.report.Report;
import jsonmark.report.export.AsciidocExport;
import jsonmark.report.export.CsvExport;
import jsonmark.report.export.Export;
import jsonmark.report.export.HyperfineJson;
import jsonmark.report.export.HyperfineJsonV2;
import jsonmark.report.export.MarkdownExport;

/**
 * Writes the hyperfine exports of an invocation: each file is rewritten atomically after every
 * workload with all the workloads measured so far, so a later failure or Ctrl-C loses nothing;
 * an export to standard output is printed once, at the end.
 */
final class ExportFiles {

  private final Exports exports;
  private final PrintWriter stdout;
  private final Log log;
  private final List<Report> reports = new ArrayList<>();

  /** @param stdout standard output, where a {@code -} export goes */
  ExportFiles(Exports exports, PrintWriter stdout, Log log) {
    this.exports = exports;
    this.stdout = stdout;
    this.log = log;
  }

  /** Adds a workload's report and rewrites every export file; false when one failed. */
  boolean add(Report report) {
    reports.add(report);
    boolean ok = true;
    for (Exports.Target target : exports.targets()) {
      if (!target.toStdout()) {
        ok &= write(target);
      }
    }
    return ok;
  }

  /** Prints the export that goes to standard output, if any; false when it could not. */
  boolean finish() {
    for (Exports.Target target : exports.targets()) {
      if (target.toStdout() && !reports.isEmpty()) {
        stdout.print(format(target.format()).render(reports));
        stdout.flush();
        if (stdout.checkError()) {
          log.error("cannot write the " + name(target.format()) + " export to standard output");
          return false;
        }
      }
    }
    return true;
  }

  private boolean write(Exports.Target target) {
    Path file = Path.of(target.destination());
    try {
      ResultFiles.writeAtomically(file.toAbsolutePath(), format(target.format()).render(reports));
      log.debug("Wrote " + file);
      return true;
    } catch (IOException e) {
      log.error("cannot write the " + name(target.format()) + " export to " + file + ": " + e
          + "; choose another path");
      log.debug(e);
      return false;
    }
  }

  static Export format(Exports.Format format) {
    return switch (format) {
      case JSON -> new HyperfineJson();
      case JSON_V2 -> new HyperfineJsonV2();
      case MARKDOWN -> new MarkdownExport();
      case CSV -> new CsvExport();
      case ASCIIDOC -> new AsciidocExport();
    };
  }

  private static String name(Exports.Format format) {
    return switch (format) {
      case JSON, JSON_V2 -> "JSON";
      case MARKDOWN -> "Markdown";
      case CSV -> "CSV";
      case ASCIIDOC -> "AsciiDoc";
    };
  }
}
