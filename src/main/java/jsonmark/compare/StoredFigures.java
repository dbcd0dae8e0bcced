package jsonmark.compare;

import java.nio.file.Path;
import java.util.List;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.result.HostReference;
import jsonmark.result.RunResult;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.CountStatistics;

/**
 * The one check of every number compare reads from a summary.json, before any is used: a time
 * it takes a ratio or a logarithm of (counted runs, their stored mean and fastest, the host's
 * reference workload), an instruction count, a count of runs. A figure no run can have given is
 * refused in one line naming the folder, the field and what to do, rather than reaching the
 * statistics (where a time of 0 ended in commons-math's "function values at endpoints" error).
 * The message quotes the file as it is; {@link CompareRun} prints it as one printable line.
 */
final class StoredFigures {

  /**
   * The shortest time compare takes: no process starts and exits faster, and a time nearer 0
   * (or 0 itself) cannot be a ratio's denominator or a logarithm.
   */
  static final double MIN_SECONDS = 1e-6;

  private static final String WROTE = "give folders that jsonmark wrote";

  private StoredFigures() {}

  /** Refuses the first figure of {@code report}, of folder {@code label}, that no run gives. */
  static void check(String label, Path path, Report report) throws CompareException {
    String where = label + " (" + path + ")";
    String file = label + " (" + path.resolve("summary.json") + ")";
    String benchmark = report.benchmark();
    if (report.host().isPresent()) {
      host(file, benchmark, report.host().get());
    }
    for (CommandSummary command : report.commands()) {
      String name = command.name();
      runs(where, name, command.runs());
      String field = benchmark + " " + name + ": ";
      var counts = command.counts();
      if (counts.counted() < 0 || counts.failed() < 0 || counts.setAside() < 0
          || counts.rounds() < 0) {
        throw new CompareException(file + ": " + field + "counts of runs below 0 ("
            + counts + "), which no run leaves: " + WROTE);
      }
      if (command.statistics().isPresent()) {
        CommandStatistics s = command.statistics().get();
        time(file, field + "statistics.mean_s", s.mean());
        time(file, field + "statistics.min_s", s.min());
        if (counts.counted() > 1 && !(s.stdDev().orElse(Double.NaN) >= 0)) {
          throw new CompareException(file + ": " + field + "statistics.std_dev_s is "
              + s.stdDev() + ", which no spread of " + counts.counted() + " runs is: " + WROTE);
        }
      }
      if (command.instructions().isPresent()) {
        CountStatistics c = command.instructions().get();
        if (!(c.mean() > 0) || !(c.spreadPercent() >= 0)) {
          throw new CompareException(file + ": " + field + "instructions (mean " + c.mean()
              + ", spread " + c.spreadPercent() + " %) are counts no process gives: " + WROTE);
        }
      }
    }
  }

  /** The host's reference times: each a time a CPU loop can take. */
  private static void host(String where, String benchmark, HostReference host)
      throws CompareException {
    List<Double> seconds = host.seconds();
    for (int i = 0; i < seconds.size(); i++) {
      double t = seconds.get(i) == null ? Double.NaN : seconds.get(i);
      if (!(t >= MIN_SECONDS) || Double.isInfinite(t)) {
        throw new CompareException(where + ": " + benchmark + "'s host.seconds[" + i + "] (the"
            + " host's reference workload in round " + (i + 1) + ") is " + shown(t) + ", which"
            + " no CPU loop takes; such a time cannot be compared as a ratio: " + WROTE
            + ", or delete its \"host\" to compare without it");
      }
    }
  }

  /**
   * Refuses a counted run that no real run can have given: a time below {@link #MIN_SECONDS}
   * (or none), or an instruction count of 0 or less.
   */
  private static void runs(String where, String name, List<RunResult> runs)
      throws CompareException {
    for (RunResult run : runs) {
      if (!run.counted()) {
        continue;
      }
      if (!(run.seconds() >= MIN_SECONDS)) {
        throw new CompareException(where + ": run " + run.run() + " of " + name + " took "
            + shown(run.seconds()) + ", below the 1 µs that no process beats; such a time"
            + " cannot be compared as a ratio: " + WROTE);
      }
      if (run.instructions().isPresent() && run.instructions().getAsLong() <= 0) {
        throw new CompareException(where + ": run " + run.run() + " of " + name + " counted "
            + run.instructions().getAsLong() + " instructions, which no process executes; such"
            + " a count cannot be compared as a ratio: " + WROTE);
      }
    }
  }

  /** Refuses a stored time below {@link #MIN_SECONDS}, infinite or absent. */
  private static void time(String where, String field, double seconds) throws CompareException {
    if (!(seconds >= MIN_SECONDS) || Double.isInfinite(seconds)) {
      throw new CompareException(where + ": " + field + " is " + shown(seconds) + ", which no"
          + " run takes; such a time cannot be compared as a ratio: " + WROTE);
    }
  }

  /** A time as recorded, for a message: {@code 0 s}, {@code -1.00 s}, {@code null}. */
  private static String shown(double seconds) {
    return Double.isNaN(seconds) ? "null" : Cells.seconds(seconds);
  }
}
