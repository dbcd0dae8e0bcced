package jsonmark.report.format;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Map;
import java.util.List;
import java.util.Locale;
import jsonmark.report.Claims;
import jsonmark.result.Warning;
import jsonmark.stats.Startup;

/**
 * A warning as one sentence for people: the line the terminal logs, the item of summary.md's
 * Warnings and of report.html's command list, and summary.json's {@code message} beside the
 * figures. Each sentence says what to do about it.
 */
public final class WarningText {

  private WarningText() {}

  /**
   * What qualifies every verdict of {@code claims}, said before any of them in every view: that
   * the run was interrupted, then the machine's state, each kind once naming the commands.
   */
  public static List<String> qualifiers(Claims claims) {
    List<String> lines = new ArrayList<>(claims.interrupted().stream().toList());
    Map<Warning.Kind, List<Warning>> byKind = new EnumMap<>(Warning.Kind.class);
    claims.machine().forEach(w -> byKind.computeIfAbsent(w.kind(), k -> new ArrayList<>()).add(w));
    byKind.values().forEach(sameKind -> lines.add(grouped(sameKind)));
    return lines;
  }

  /** {@code warning} in words. */
  public static String of(Warning warning) {
    String name = warning.command().orElse("every command");
    return warning.figures().accept(new Sentences(name));
  }

  /**
   * Warnings of one kind about several commands as one sentence naming them all, for the
   * terminal, which says each kind once; each command's figures stay in the files. One warning
   * reads as {@link #of}.
   */
  public static String grouped(List<Warning> sameKind) {
    if (sameKind.size() == 1) {
      return of(sameKind.get(0));
    }
    String names = names(sameKind.stream().map(w -> w.command().orElse("every command"))
        .toList());
    return switch (sameKind.get(0).kind()) {
      case SLOW_FIRST_RUN -> "the first run of " + names + " was much slower than the rest:"
          + " caches were probably cold, consider --warmup 1 (summary.md has each one's times)";
      case OUTLIERS -> "runs spread widely for " + names + " (some are outliers): the machine"
          + " may be busy, consider more --runs or a quieter system";
      case STARTUP_TOO_CLOSE -> "the start-up of " + names + " (their time on an empty file) is"
          + " over half their mean time or within its noise, so their parse MB/s is n/a: use a"
          + " larger file (--records)";
      case KEPT_BUSY -> "the machine stayed busy: runs of " + names + " waited more than"
          + " --max-wait for a CPU" + rerun(sameKind.stream()
              .map(w -> (Warning.KeptBusy) w.figures()).toList())
          + "; they count (kept busy), but were measured on a busy machine";
      case BUSY -> String.format(Locale.ROOT, "runs of %s waited up to %.0f %% of their time for"
          + " a CPU: another program is using this machine, so their times are slower than on a"
          + " quiet one", names, sameKind.stream().mapToDouble(w ->
              ((Warning.Busy) w.figures()).waitedPercent()).max().orElse(0));
      case CPU_WAIT_UNAVAILABLE -> "CPU wait of " + names + " is n/a: "
          + ((Warning.CpuWaitUnavailable) sameKind.get(0).figures()).reason();
      case PRECISION_NOT_REACHED -> "--precision not reached against the fastest by " + names
          + " when --max-time or the most rounds ran out";
      case UNSTEADY -> String.format(Locale.ROOT, "runs of %s spread up to ±%.1f %% though they"
          + " waited little for a CPU: the machine's own speed varied (a virtual machine on a"
          + " shared host, frequency scaling, heat) or the programs' do; their intervals are wide"
          + " for that reason, and --precision adds rounds until they narrow", names,
          sameKind.stream().mapToDouble(w -> ((Warning.Unsteady) w.figures()).spreadPercent())
              .max().orElse(0));
      case READ_NOT_PROVEN -> "that " + names + " read the whole data file is not proven in"
          + " some of their counted runs: a program that maps the file and exits before the"
          + " driver looks cannot be told from one that skips it; the runs count"
          + " (docs/robustness.md, the read check)";
    };
  }

  /**
   * What happened to kept-busy runs, as it happened: {@code  after every re-run}, {@code  and
   * were not run again: ...}, or how many of each.
   */
  private static String rerun(List<Warning.KeptBusy> kept) {
    long all = kept.stream().mapToLong(Warning.KeptBusy::keptRuns).sum();
    long rerun = kept.stream().mapToLong(Warning.KeptBusy::rerunRuns).sum();
    if (rerun == all) {
      return " after every re-run";
    }
    if (rerun == 0) {
      return " and were not run again: re-running had stopped, for the machine had stayed busy"
          + " through earlier re-runs";
    }
    return ", " + rerun + " after every re-run, " + (all - rerun) + " not run again once"
        + " re-running had stopped";
  }

  /** {@code a}, {@code a and b}, {@code a, b and c}. */
  public static String names(List<String> names) {
    if (names.size() == 1) {
      return names.get(0);
    }
    return String.join(", ", names.subList(0, names.size() - 1)) + " and "
        + names.get(names.size() - 1);
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
          "the machine stayed busy: %d of %d runs of %s waited more than --max-wait for a CPU%s;"
              + " they count, but were measured on a busy machine",
          f.keptRuns(), f.countedRuns(), name, rerun(List.of(f)));
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
