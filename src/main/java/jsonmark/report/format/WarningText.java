package jsonmark.report.format;

import java.math.BigDecimal;
import java.util.Locale;
import jsonmark.result.Warning;
import jsonmark.stats.Startup;

/**
 * A warning as one sentence for people: the line the terminal logs, the item of summary.md's
 * Warnings and of report.html's command list, and summary.json's {@code message} beside the
 * figures. Each sentence says what to do about it.
 */
public final class WarningText {

  private WarningText() {}

  /** {@code warning} in words. */
  public static String of(Warning warning) {
    String name = warning.command().orElse("every command");
    return warning.figures().accept(new Sentences(name));
  }

  /** The sentence of each kind, about the command named {@code name}. */
  private record Sentences(String name) implements Warning.Cases<String> {

    @Override
    public String slowFirstRun(Warning.SlowFirstRun f) {
      return String.format(Locale.ROOT,
          "the first run of %s was much slower than the rest (%.3f s, median %.3f s): caches"
              + " were probably cold, consider --warmup 1",
          name, f.firstSeconds(), f.medianSeconds());
    }

    @Override
    public String outliers(Warning.Outliers f) {
      return String.format(Locale.ROOT,
          "runs spread widely for %s (%d of %d runs are outliers, from %.3f s to %.3f s): the"
              + " machine may be busy, consider more --runs or a quieter system",
          name, f.outliers(), f.runs(), f.minSeconds(), f.maxSeconds());
    }

    @Override
    public String startupTooClose(Warning.StartupTooClose f) {
      String why = f.reason() == Startup.NoParseRate.STARTUP_OVER_HALF
          ? "is over half its mean time"
          : "is within the noise of its mean time";
      return String.format(Locale.ROOT,
          "the start-up of %s (%.3f s on an empty file) %s (%.3f s), so its parse MB/s is"
              + " n/a: use a larger file (--records)",
          name, f.startupSeconds(), why, f.meanSeconds());
    }

    @Override
    public String keptBusy(Warning.KeptBusy f) {
      return String.format(Locale.ROOT,
          "the machine never calmed down: %d of %d runs of %s still waited more than --max-wait"
              + " for a CPU after every re-run; they count, but were measured on a busy machine",
          f.keptRuns(), f.countedRuns(), name);
    }

    @Override
    public String busy(Warning.Busy f) {
      return String.format(Locale.ROOT,
          "runs of %s waited %.0f %% of their time for a CPU: another program is using this"
              + " machine, so its times are slower than on a quiet one",
          name, f.waitedPercent());
    }

    @Override
    public String cpuWaitUnavailable(Warning.CpuWaitUnavailable f) {
      return "CPU wait of " + name + " is n/a: " + f.reason();
    }

    @Override
    public String unsteady(Warning.Unsteady f) {
      return String.format(Locale.ROOT,
          "runs of %s spread ±%.1f %% (%d runs) though they waited only %.1f %% of their time"
              + " for a CPU: the machine's own speed varied (a virtual machine on a shared host,"
              + " frequency scaling, heat) or the program's does; its intervals are wide for that"
              + " reason, and --precision adds rounds until they narrow",
          name, f.spreadPercent(), f.runs(), f.waitedPercent());
    }

    @Override
    public String readNotProven(Warning.ReadNotProven f) {
      return String.format(Locale.ROOT,
          "that %s read the whole data file is not proven in %d of its %d counted runs (%s): a"
              + " program that maps the file and exits before the driver looks cannot be told"
              + " from one that skips it; the runs count (docs/robustness.md, the read check)",
          name, f.runs(), f.countedRuns(), f.reason());
    }

    @Override
    public String precisionNotReached(Warning.PrecisionNotReached f) {
      String reached = f.halfWidthPercent().isPresent()
          ? String.format(Locale.ROOT, "±%.1f %%", f.halfWidthPercent().getAsDouble())
          : "unknown";
      return "--precision not reached: the 95 % interval of " + name
          + " against the fastest, " + f.fastest() + ", is " + reached + ", wider than ±"
          + BigDecimal.valueOf(f.precisionPercent()).stripTrailingZeros().toPlainString()
          + " %, when --max-time or the most rounds ran out";
    }
  }
}
