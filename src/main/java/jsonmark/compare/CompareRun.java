package jsonmark.compare;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.log.Log;
import jsonmark.result.Measure;

/** One {@code jsonmark compare}: read the folders, compare, print, write, judge regressions. */
public final class CompareRun {

  /**
   * What the command line asked for.
   *
   * @param folders the results folders, the first the base
   * @param match {@code name} or {@code command}
   * @param alpha the significance level
   * @param failOnRegression the slowdown in percent that fails the run, or null
   * @param allowDifferentData whether folders of other data may be compared
 * @param measure what to compare, empty for what every folder measured
   * @param resultsDir where the comparison's folder goes
   */
  public record Options(List<Path> folders, String match, double alpha, Double failOnRegression,
      boolean allowDifferentData, Path resultsDir, Optional<Measure> measure) {}

  private CompareRun() {}

  /**
   * Runs the comparison and returns the exit status: 0 compared, 1 a regression over the limit
   * or the files could not be written, 2 a usage error (said in one line on {@code err}).
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
          MeasureChoice.of(options.measure(), read), options.alpha(),
          options.allowDifferentData(), jsonmarkVersion);
    } catch (CompareException | IllegalArgumentException e) {
      err.println("jsonmark compare: " + e.getMessage());
      err.flush();
      return 2;
    }
    out.print(CompareText.terminal(report, colour));
    out.flush();
    int status = 0;
    try {
      Path folder = CompareFiles.write(options.resultsDir(), Instant.now(), report,
          CompareOutputs.files(report));
      log.info("Comparison written to " + folder);
    } catch (IOException | RuntimeException e) {
      log.error("cannot write the comparison into " + options.resultsDir() + ": "
          + e.getMessage());
      log.debug(e);
      status = 1;
    }
    if (options.failOnRegression() != null) {
      Measure compared = Measure.of(report.measure());
      String limit = Cells.percent(options.failOnRegression()).substring(1);
      if (compared.times()) {
        status = Math.max(status, regressions(log, "significantly slower by more than " + limit,
            Regressions.over(report, options.failOnRegression())));
      }
      if (compared.counts()) {
        status = Math.max(status, regressions(log, "significantly more instructions, by more"
            + " than " + limit, Regressions.moreInstructions(report, options.failOnRegression())));
      }
    }
    return status;
  }

  /** 1 after saying {@code what} of {@code commands}, 0 when there is none. */
  private static int regressions(Log log, String what, List<String> commands) {
    if (commands.isEmpty()) {
      return 0;
    }
    log.error(what + ": " + String.join(", ", commands));
    return 1;
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
    if (options.failOnRegression() != null && !(options.failOnRegression() >= 0)) {
      throw new CompareException("--fail-on-regression takes a percentage of 0 or more (e.g."
          + " 10), not " + options.failOnRegression());
    }
  }
}
