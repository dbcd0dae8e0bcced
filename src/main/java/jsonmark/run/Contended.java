package jsonmark.run;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.report.Numbers;
import jsonmark.result.Contention;
import jsonmark.result.RunResult;

/**
 * Judges each timed run's CPU wait: over {@code --max-wait} it is set aside and run again, a
 * bounded number of times; after {@link #GIVE_UP_AFTER} runs in a row that stayed contended
 * through all their re-runs, the machine is busy for good and runs are no longer repeated (they
 * count, marked kept-busy), so that a saturated machine does not quadruple the comparison for
 * nothing. With {@code --max-wait 100} nothing is judged.
 */
final class Contended {

  /**
   * What the first run set aside adds to its warning, for "set aside" and "waited" are the
   * driver's own words; the later ones are only counted (the table's notes, {@code runs.csv}).
   */
  static final String SET_ASIDE_MEANS = "; a run set aside is not counted, for its time holds"
      + " other programs' work (later ones are counted under the table, not each said)";

  /** Runs in a row still contended after every re-run, after which re-running stops. */
  static final int GIVE_UP_AFTER = 2;

  private final Plan plan;
  private final Log log;
  private int busyInARow;
  private boolean gaveUp;

  Contended(Plan plan, Log log) {
    this.plan = plan;
    this.log = log;
  }

  /** How many times a run may still be run again for contention. */
  int reruns() {
    return gaveUp ? 0 : plan.maxReruns();
  }

  /**
   * What {@code run}'s wait makes of it, the {@code attempt}-th re-run of its round (0 for the
   * first), and the warning line when it is set aside.
   */
  Contention judge(RunResult run, int attempt) {
    OptionalDouble waited = run.cpuWait().map(w -> w.waitedPercent())
        .orElse(OptionalDouble.empty());
    if (!plan.judgesContention() || !run.ok() || waited.isEmpty()) {
      return Contention.NONE;
    }
    if (waited.getAsDouble() <= plan.schedule().maxWaitPercent()) {
      busyInARow = 0;
      return Contention.NONE;
    }
    if (attempt < reruns()) {
      return Contention.SET_ASIDE;
    }
    busyInARow++;
    if (!gaveUp && plan.maxReruns() > 0 && busyInARow >= GIVE_UP_AFTER) {
      gaveUp = true;
      // The verdict on the machine is the closing's (one sentence, from what happened); this
      // line says only what changes in the runs from now on.
      log.warn("re-running stops: " + busyInARow + " runs in a row still waited over --max-wait"
          + " after " + plan.maxReruns() + " re-runs each; later runs over it are counted,"
          + " marked kept busy, and not run again");
    }
    return Contention.KEPT_BUSY;
  }

  /** The warning for a run set aside, with what its waited % means. */
  Optional<String> setAside(String label, RunResult run) {
    return run.cpuWait().flatMap(w -> {
      OptionalDouble waited = w.waitedPercent();
      return waited.isPresent() ? Optional.of(String.format(Locale.ROOT,
          "%s waited %.1f %% of its time for a CPU that other programs held (over --max-wait %s"
              + " %%%s): set aside, run again", label, waited.getAsDouble(),
          Numbers.plain(plan.schedule().maxWaitPercent()),
          waited.getAsDouble() > 100 ? "; over 100 % because several of its threads waited at"
              + " once" : "")) : Optional.empty();
    });
  }

}
