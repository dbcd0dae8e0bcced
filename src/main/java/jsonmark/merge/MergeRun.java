package jsonmark.merge;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import jsonmark.io.OutputFile;
import jsonmark.log.Log;
import jsonmark.report.Report;
import jsonmark.report.Results;
import jsonmark.report.format.MatrixFolder;
import jsonmark.report.format.ProfileFiles;
import jsonmark.report.format.ResultsFolder;

/**
 * {@code jsonmark merge DIR...}: reads the parts' folders, checks that they are the parts of one
 * plan, and writes the folder one machine would have written, with the run's own writers: one
 * benchmark's folder, or the matrix folder of several with a folder per benchmark.
 */
public final class MergeRun {

  /**
   * A hyperfine export of the merged result, as --export-* asks for it.
   *
   * @param format its renderer
   * @param label its name in messages
   * @param destination its file, or {@code -} for standard output
   */
  public record Export(jsonmark.report.export.Export format, String label, String destination) {}

  /** The names of the benchmarks every generated benchmark run names its folder {@code all}. */
  private final List<String> everyBenchmark;

  private final Log log;

  /**
   * @param everyBenchmark the names of all the driver's benchmarks: a plan of exactly these is
   *     written to a folder named {@code all}, as the run names it
   */
  public MergeRun(List<String> everyBenchmark, Log log) {
    this.everyBenchmark = List.copyOf(everyBenchmark);
    this.log = log;
  }

  /**
   * Merges {@code folders} into a new folder in {@code resultsDir}: 0 merged; 1 a part failed,
   * or the folder could not be written.
   *
   * @throws MergeRefused when they are not the parts of one plan, or one is missing
   */
  public int run(List<Path> folders, Path resultsDir, boolean allowPartial, List<Export> exports,
      PrintWriter stdout) throws MergeRefused, IOException {
    List<PartFolder> parts = new ArrayList<>();
    for (Path folder : folders) {
      parts.addAll(PartFolder.read(folder));
    }
    Merge.Merged merged = Merge.of(parts, allowPartial);
    if (!merged.missing().isEmpty()) {
      log.warn("merging without shard" + (merged.missing().size() == 1 ? " " : "s ")
          + String.join(", ", merged.missing()) + " (--allow-partial): the result says it is"
          + " partial, and no gate passes on it");
    }
    merged.unfinished().forEach(p -> log.error(p + ": its figures are of what it ran"));
    if (merged.reports().isEmpty()) {
      log.error("the parts given ran nothing: there is nothing to merge");
      return 1;
    }
    Path written = write(merged, resultsDir);
    log.results("Merged " + parts.size() + " part" + (parts.size() == 1 ? "" : "s") + " into "
        + written);
    boolean exported = export(merged.reports(), exports, stdout);
    return merged.unfinished().isEmpty() && exported ? 0 : 1;
  }

  private Path write(Merge.Merged merged, Path resultsDir) throws IOException {
    Instant now = Instant.now();
    List<Report> reports = merged.reports();
    if (merged.planned() == 1) {
      ResultsFolder folder = ResultsFolder.create(resultsDir, reports.get(0).benchmark(), now);
      folder.write(results(merged, reports.get(0)));
      return folder.path();
    }
    List<String> names = reports.get(0).shard().orElseThrow().benchmarks();
    String name = names.size() == everyBenchmark.size() && names.containsAll(everyBenchmark)
        ? "all" : names.size() + "-benchmarks";
    MatrixFolder matrix = MatrixFolder.create(resultsDir, name, now, merged.planned());
    for (Report report : reports) {
      ResultsFolder.createIn(matrix.path(), report.benchmark()).write(results(merged, report));
      matrix.add(report);
    }
    return matrix.path();
  }

  /** Writes each export of {@code reports}, as a run of the whole plan does; false if one fails. */
  private boolean export(List<Report> reports, List<Export> exports, PrintWriter stdout) {
    boolean ok = true;
    for (Export export : exports) {
      String text = export.format().render(reports);
      if (OutputFile.standardOutput(export.destination())) {
        stdout.print(text);
        stdout.flush();
        continue;
      }
      Path file = Path.of(export.destination());
      try {
        OutputFile.write(file, text.getBytes(StandardCharsets.UTF_8));
      } catch (IOException e) {
        log.error(OutputFile.cannotWrite("the " + export.label() + " export", file, e));
        ok = false;
      }
    }
    return ok;
  }

  /** {@code report} with its runs' samples, read from the parts that ran them. */
  private static Results results(Merge.Merged merged, Report report) throws IOException {
    return ProfileFiles.read(report, merged.samples().getOrDefault(report.benchmark(),
        java.util.Map.of()));
  }
}
