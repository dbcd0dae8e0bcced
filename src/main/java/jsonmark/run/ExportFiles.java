package jsonmark.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.io.OutputFile;
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
 * workload with all the workloads measured so far, saying which are still to run, so a later
 * failure or Ctrl-C loses nothing and a SIGKILL leaves no file claiming the end; an export to
 * standard output, or to what is written in place (a FIFO, a device, a pipe), is written once,
 * at the end.
 */
public final class ExportFiles {

  private final Exports exports;
  private final PrintWriter stdout;
  private final Log log;
  private final List<String> workloads;
  private final List<Report> reports = new ArrayList<>();
  private int ended;

  /**
   * @param workloads the labels of the invocation's workloads, in the order they run
   * @param stdout standard output, where a {@code -} export goes
   */
  ExportFiles(Exports exports, List<String> workloads, PrintWriter stdout, Log log) {
    this.exports = exports;
    this.workloads = List.copyOf(workloads);
    this.stdout = stdout;
    this.log = log;
  }

  /**
   * Notes that the next workload ended, with what it measured if it got that far, and rewrites
   * every export file; false when one failed.
   */
  boolean add(Optional<Report> report) {
    ended++;
    report.ifPresent(reports::add);
    if (reports.isEmpty()) {
      return true;
    }
    boolean ok = true;
    for (Exports.Target target : exports.targets()) {
      if (!target.toStdout() && !OutputFile.inPlace(Path.of(target.destination()))) {
        ok &= write(target);
      }
    }
    return ok;
  }

  /** Prints the export that goes to standard output, if any; false when it could not. */
  boolean finish() {
    boolean ok = true;
    for (Exports.Target target : exports.targets()) {
      if (!target.toStdout() && !reports.isEmpty()
          && OutputFile.inPlace(Path.of(target.destination()))) {
        ok &= write(target);
      }
      if (target.toStdout() && !reports.isEmpty()) {
        stdout.print(text(target));
        stdout.flush();
        if (stdout.checkError()) {
          log.error("cannot write the " + target.format().label() + " export to standard output");
          return false;
        }
      }
    }
    return ok;
  }

  private boolean write(Exports.Target target) {
    Path file = Path.of(target.destination());
    try {
      OutputFile.write(file, text(target).getBytes(StandardCharsets.UTF_8));
      log.debug("Wrote " + file);
      return true;
    } catch (IOException e) {
      log.error(OutputFile.cannotWrite("the " + target.format().label() + " export", file, e));
      log.debug(e);
      return false;
    }
  }

  /** The export's text now: the workloads that have not ended yet are still to run. */
  private String text(Exports.Target target) {
    return format(target.format()).render(reports,
        workloads.subList(Math.min(ended, workloads.size()), workloads.size()));
  }

  /** The renderer of {@code format}. */
  public static Export format(Exports.Format format) {
    return switch (format) {
      case JSON -> new HyperfineJson();
      case JSON_V2 -> new HyperfineJsonV2();
      case MARKDOWN -> new MarkdownExport();
      case CSV -> new CsvExport();
      case ASCIIDOC -> new AsciidocExport();
    };
  }
}
