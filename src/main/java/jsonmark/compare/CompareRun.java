package jsonmark.compare;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import jsonmark.io.OutputFile;
import jsonmark.io.ResultFiles;
import jsonmark.log.Log;
import jsonmark.log.OneLine;
import jsonmark.result.Measure;
import jsonmark.stats.NoiseFloors;

/**
 * One {@code jsonmark compare}: read the folders, compare, print, export, write the folder when
 * asked, judge regressions.
 */
public final class CompareRun {

  /**
   * The default --noise-threshold, in %: the change two separate runs of one command showed
   * under bench/noise-load.py (docs/compare.md says how it was measured).
   */
  public static final String DEFAULT_NOISE_THRESHOLD = "5";

  /** The export destination that means standard output. */
  public static final Path STDOUT = Path.of("-");

  /**
   * What the command line asked for.
   *
   * @param folders the results folders, the first the base
   * @param match {@code name} or {@code command}
   * @param alpha the significance level
   * @param floors the margin, in %, that each row's change in time must lie wholly beyond to be
   *     called: its series' spread in the history, else the fixed --noise-threshold
   * @param failOnRegression the slowdown in percent that fails the run, or null
   * @param allowDifferentData whether folders of other data may be compared
   * @param measure what to compare, empty for what every folder measured
   * @param resultsDir where the comparison's folder goes; empty to write no folder
   * @param exportJson where compare.json's text goes ({@link #STDOUT} for standard output)
   * @param exportMarkdown where compare.md's text goes ({@link #STDOUT} for standard output)
   * @param allowIncomplete whether --fail-on-regression may gate on a folder whose run did not
   *     finish
   * @param stepSummary the file GITHUB_STEP_SUMMARY names, which compare.md's text is appended
   *     to; empty when it is not set
   */
  public record Options(List<Path> folders, String match, double alpha,
      NoiseFloors floors, Double failOnRegression,
      boolean allowDifferentData, Optional<Measure> measure, Optional<Path> resultsDir,
      Optional<Path> exportJson, Optional<Path> exportMarkdown, boolean allowIncomplete,
      Optional<Path> stepSummary) {}

  private CompareRun() {}

  /**
   * Runs the comparison and returns the exit status: 0 compared, 1 a regression over the limit
   * or a file could not be written, 2 a usage error (said in one line on {@code err}). The table
   * goes to {@code out}, or to {@code err} when an export goes to standard output.
   *
   * @param colour whether the terminal table may be coloured
   * @param jsonmarkVersion this driver's version, recorded in compare.json
   */
  public static int run(Options options, boolean colour, String jsonmarkVersion, Log log,
      PrintWriter out, PrintWriter err) {
    CompareReport report;
    try {
      check(options);
      List<Folder> read = new ArrayList<>();
      for (int i = 0; i < options.folders().size(); i++) {
        read.add(ResultsReader.read(options.folders().get(i), Folder.label(i)));
      }
      report = Comparisons.build(read,
          Match.valueOf(options.match().toUpperCase(Locale.ROOT)),
          MeasureChoice.of(options.measure(), read),
          options.alpha(), options.floors(),
          options.allowDifferentData(), jsonmarkVersion);
    } catch (CompareException | IllegalArgumentException e) {
      // A message may quote a name or path from a file: one printable line, whatever it holds.
      err.println("jsonmark compare: " + OneLine.escaped(String.valueOf(e.getMessage())));
      err.flush();
      return 2;
    }
    if (options.failOnRegression() != null) {
      report = report.withGate(Gates.of(report, options.failOnRegression(),
          options.allowIncomplete()));
    }
    List<Export> exports = exports(options);
    boolean exportToStdout = exports.stream().anyMatch(e -> e.path().equals(STDOUT));
    PrintWriter table = exportToStdout ? err : out;
    table.print(CompareText.terminal(report, colour));
    table.flush();
    int status = 0;
    for (Export export : exports) {
      if (export.path().equals(STDOUT)) {
        out.print(export.render().apply(report));
        out.flush();
      } else if (!write(export, report, log)) {
        status = 1;
      }
    }
    if (options.resultsDir().isPresent()) {
      Path resultsDir = options.resultsDir().get();
      try {
        Path folder = CompareFiles.write(resultsDir, Instant.now(), report,
            CompareOutputs.files(report));
        log.info("Comparison written to " + folder);
      } catch (IOException | RuntimeException e) {
        log.error("cannot write the comparison into " + resultsDir + ": " + e.getMessage());
        log.debug(e);
        status = 1;
      }
    }
    if (options.stepSummary().isPresent()) {
      appendStepSummary(options.stepSummary().get(), report, log);
    }
    if (report.gate() != null && report.gate().fails()) {
      report.gate().reasons().forEach(log::error);
      return 1;
    }
    return status;
  }

  /**
   * Appends compare.md's text, the gate's verdict first, to the file that GitHub Actions shows
   * as the job's summary ({@code GITHUB_STEP_SUMMARY}); a failure is said and does not change
   * the exit status, as the comparison itself was made.
   */
  private static void appendStepSummary(Path file, CompareReport report, Log log) {
    try {
      Files.writeString(file, CompareText.markdown(report) + "\n", StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      log.warn("cannot append the comparison to GITHUB_STEP_SUMMARY (" + file + "): "
          + OutputFile.why(e));
      log.debug(e);
    }
  }

  /** One export asked for: what it is called in messages, where it goes, how it is rendered. */
  private record Export(String name, Path path, Function<CompareReport, String> render) {}

  private static List<Export> exports(Options options) {
    List<Export> exports = new ArrayList<>();
    options.exportJson().ifPresent(
        p -> exports.add(new Export("JSON", stdoutAsDash(p), ResultFiles::json)));
    options.exportMarkdown().ifPresent(
        p -> exports.add(new Export("Markdown", stdoutAsDash(p), CompareText::markdown)));
    return exports;
  }

  /** Writes {@code export} (atomically to a regular file); false, said, when it could not. */
  private static boolean write(Export export, CompareReport report, Log log) {
    try {
      OutputFile.write(export.path(),
          export.render().apply(report).getBytes(StandardCharsets.UTF_8));
      log.info("Comparison exported as " + export.name() + " to " + export.path());
      return true;
    } catch (IOException e) {
      log.error(OutputFile.cannotWrite("the " + export.name() + " export", export.path(), e));
      log.debug(e);
      return false;
    }
  }

  /** {@code path} made absolute to be told apart from another; standard output is {@code -}. */
  /** {@code path} made absolute to be told apart from another; {@code -} stays itself. */
  private static Path absolute(Path path) {
    Path p = stdoutAsDash(path);
    return p.equals(STDOUT) ? p : p.toAbsolutePath().normalize();
  }

  /** {@link #STDOUT} for every name of standard output ({@code /dev/stdout}), else the path. */
  private static Path stdoutAsDash(Path path) {
    return OutputFile.standardOutput(path.toString()) ? STDOUT : path;
  }

  private static void check(Options options) throws CompareException {
    if (!options.match().equals("name") && !options.match().equals("command")) {
      throw new CompareException("--match must be 'name' or 'command', not '" + options.match()
          + "'");
    }
    if (!(options.alpha() > 0 && options.alpha() < 1)) {
      throw new CompareException("--alpha must be between 0 and 1 (e.g. 0.05), not "
          + options.alpha());
    }
    double threshold = options.floors().threshold().percent();
    if (!(threshold >= 0 && threshold < 100)) {
      throw new CompareException("--noise-threshold takes a percentage from 0 to below 100"
          + " (e.g. " + DEFAULT_NOISE_THRESHOLD + "), not " + threshold);
    }
    if (options.failOnRegression() != null && !(options.failOnRegression() >= 0)) {
      throw new CompareException("--fail-on-regression takes a percentage of 0 or more (e.g."
          + " 10), not " + options.failOnRegression());
    }
    Optional<Path> json = options.exportJson().map(CompareRun::absolute);
    if (json.isPresent() && json.equals(options.exportMarkdown().map(CompareRun::absolute))) {
      throw new CompareException(json.get().equals(STDOUT)
          ? "only one export can go to standard output (-); give the other a file"
          : "--export-json and --export-markdown would both write " + options.exportJson().get()
              + ": give each its own file");
    }
    // Said before the folders are read, as a run says it before its first run.
    writable("--export-json", options.exportJson());
    writable("--export-markdown", options.exportMarkdown());
    if (options.resultsDir().isPresent()) {
      Optional<String> why = OutputFile.unusableFolder(options.resultsDir().get());
      if (why.isPresent()) {
        throw new CompareException("cannot create the comparison's folder in "
            + options.resultsDir().get() + ": " + why.get() + "; choose another --results-dir");
      }
    }
  }

  private static void writable(String option, Optional<Path> export) throws CompareException {
    if (export.isEmpty() || stdoutAsDash(export.get()).equals(STDOUT)) {
      return;
    }
    Optional<String> refused = OutputFile.refused(option, export.get());
    if (refused.isPresent()) {
      throw new CompareException(refused.get());
    }
  }
}
