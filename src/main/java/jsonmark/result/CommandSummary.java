package jsonmark.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.RatioInterval;
import jsonmark.stats.Relative;
import jsonmark.stats.Startup;

/**
 * One command's runs with everything derived from them, computed once for every format.
 *
 * @param result the command's runs
 * @param statistics its statistics, empty when no run succeeded
 * @param relative its {@code % time} against the baseline, with its 95 % interval from the
 *     paired rounds; empty when they share no successful round
 * @param warnings what to be wary of in its timings
 * @param startup its start-up cost and the parse throughput without it
 */
public record CommandSummary(
    CommandResult result,
    Optional<CommandStatistics> statistics,
    Optional<Relative> relative,
    List<Warning> warnings,
    Startup startup) {

  public CommandSummary {
    warnings = List.copyOf(warnings);
  }

  /** The summaries of {@code commands}; the fastest is the baseline of {@code % time}. */
  public static List<CommandSummary> of(List<CommandResult> commands, long records, long bytes) {
    return of(commands, records, bytes, Optional.empty());
  }

  /**
   * The summaries of {@code commands}, {@code % time} against the command named {@code
   * baseline}, or the fastest when it is empty or names none of them (see {@link #baseline}).
   */
  public static List<CommandSummary> of(
      List<CommandResult> commands, long records, long bytes, Optional<String> baseline) {
    return of(commands, records, bytes, baseline, OptionalDouble.empty());
  }

  /**
   * The same, and with {@code precision} (--precision, in %) a warning for each command whose
   * 95 % interval against the fastest is wider than that.
   */
  public static List<CommandSummary> of(
      List<CommandResult> commands, long records, long bytes, Optional<String> baseline,
      OptionalDouble precision) {
    Optional<CommandResult> fastest = Pairs.fastest(commands);
    CommandResult base = baseline(commands, baseline).orElse(null);
    List<CommandSummary> summaries = new ArrayList<>();
    for (CommandResult result : commands) {
      Optional<CommandStatistics> statistics = statistics(result, records, bytes);
      Optional<Relative> relative =
          result == base
              ? statistics.map(s -> Relative.baseline())
              : statistics.flatMap(s -> Pairs.interval(result, base)).map(Relative::of);
      Startup startup = startup(result, statistics, bytes);
      List<Warning> warnings = new ArrayList<>(RunWarnings.of(result));
      warnings.addAll(RunWarnings.startup(result, startup, statistics));
      warnings.addAll(BusyWarnings.of(result));
      if (warnings.stream().anyMatch(w -> w.kind() == Warning.Kind.UNSTEADY)) {
        // The same spread, better explained: nothing made the runs wait.
        warnings.removeIf(w -> w.kind() == Warning.Kind.OUTLIERS);
      }
      if (precision.isPresent() && fastest.isPresent() && result != fastest.get()
          && statistics.isPresent()) {
        precisionWarning(result, fastest.get(), precision.getAsDouble()).ifPresent(warnings::add);
      }
      summaries.add(new CommandSummary(result, statistics, relative, warnings, startup));
    }
    return List.copyOf(summaries);
  }

  /**
   * The command that {@code % time} and the ranking are against: the one {@code --baseline}
   * named, else the fastest (lowest mean of counted runs), so that every {@code % time} of a
   * table sorted fastest first reads 100 or more; else, when none has a time, the first.
   */
  public static Optional<CommandResult> baseline(
      List<CommandResult> commands, Optional<String> named) {
    Optional<CommandResult> chosen = commands.stream()
        .filter(c -> named.isPresent() && c.name().equals(named.get()))
        .findFirst();
    return chosen.or(() -> Pairs.fastest(commands))
        .or(() -> commands.stream().findFirst());
  }

  /**
   * The mean share of their wall time that the counted runs' trees waited for a CPU, in %;
   * empty when no counted run has that figure.
   */
  public OptionalDouble waitedPercent() {
    return result.runs().stream()
        .filter(RunResult::counted)
        .flatMap(run -> run.cpuWait().stream())
        .filter(wait -> wait.waitedPercent().isPresent())
        .mapToDouble(wait -> wait.waitedPercent().getAsDouble())
        .average();
  }

  private static Optional<Warning> precisionWarning(
      CommandResult result, CommandResult fastest, double precision) {
    Optional<RatioInterval> interval = Pairs.interval(result, fastest);
    OptionalDouble width = interval.map(RatioInterval::halfWidthPercent).orElse(OptionalDouble.empty());
    if (width.isPresent() && width.getAsDouble() <= precision) {
      return Optional.empty();
    }
    return Optional.of(Warning.about(result.name(),
        new Warning.PrecisionNotReached(fastest.name(), width, precision)));
  }

  /**
   * The driver's own CPU use while the timed runs ran, in % of one core: all its CPU time over
   * all their wall time; empty when not measured.
   */
  public OptionalDouble driverCpuPercent() {
    double cpu = 0;
    double wall = 0;
    for (RunResult run : result.runs()) {
      if (run.cpuWait().isPresent() && run.cpuWait().get().driverCpuSeconds().isPresent()) {
        cpu += run.cpuWait().get().driverCpuSeconds().getAsDouble();
        wall += run.cpuWait().get().wallSeconds();
      }
    }
    return wall > 0 ? OptionalDouble.of(100 * cpu / wall) : OptionalDouble.empty();
  }

  /** How many timed runs were set aside as contended. */
  public long setAside() {
    return result.runs().stream().filter(run -> run.contention() == Contention.SET_ASIDE).count();
  }

  /** How many samples the successful runs' profiles pooled. */
  public int pooledSamples() {
    return result.runs().stream()
        .filter(RunResult::counted)
        .flatMap(run -> run.profile().stream())
        .mapToInt(profile -> profile.samples().size())
        .sum();
  }

  private static Startup startup(
      CommandResult result, Optional<CommandStatistics> statistics, long bytes) {
    double[] seconds = result.startupRuns().stream().mapToDouble(RunResult::seconds).toArray();
    boolean failed = !result.startupRuns().stream().allMatch(RunResult::ok);
    return Startup.of(seconds, failed, statistics, bytes);
  }

  private static Optional<CommandStatistics> statistics(
      CommandResult result, long records, long bytes) {
    List<RunResult> ok = result.runs().stream().filter(RunResult::counted).toList();
    double[] seconds = ok.stream().mapToDouble(RunResult::seconds).toArray();
    List<Profile> profiles = ok.stream().flatMap(run -> run.profile().stream()).toList();
    return CommandStatistics.of(
        result.name(), result.runs().size(), seconds, profiles, records, bytes);
  }
}
