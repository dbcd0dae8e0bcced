package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.ArrayList;
import java.util.List;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.CountRatio;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.ProfileSummary;
import jsonmark.stats.RatioInterval;
import jsonmark.stats.Relative;
import jsonmark.stats.Startup;

/**
 * One command's results as summary.json records them: its runs and everything derived from
 * them, computed once ({@link #of}) for every format, the log lines and {@code jsonmark compare}.
 *
 * @param name the command's label
 * @param origin the command as given, how it ran, and the libraries it named
 * @param outcome its counts of runs, and why it failed
 * @param measured its wall-time and instruction statistics, ratio and profile
 * @param cautions what to be wary of in its timings, and its failed warm-up runs
 * @param startUp its start-up cost and the runs that measured it
 * @param machine how long its runs waited for a CPU, and the driver's own CPU use
 * @param evidence its value check, every timed run, and its parameters
 */
@JsonPropertyOrder({"name", "origin", "outcome", "measured", "cautions", "start_up", "machine",
    "evidence"})
public record CommandSummary(
    String name,
    @JsonUnwrapped Origin origin,
    @JsonUnwrapped Outcome outcome,
    @JsonUnwrapped Measured measured,
    @JsonUnwrapped Cautions cautions,
    @JsonUnwrapped StartUp startUp,
    @JsonUnwrapped Machine machine,
    @JsonUnwrapped Evidence evidence) {

  /**
   * The command as given and how it ran.
   *
   * @param command the command as given, before {@code $FILENAME} is replaced
   * @param shell whether it ran through {@code /bin/sh -c} rather than directly
   * @param libraries the libraries its timed runs named on stdout, in first-seen order
   */
  @JsonPropertyOrder({"command", "shell", "libraries"})
  public record Origin(String command, boolean shell, List<String> libraries) {

    public Origin {
      libraries = libraries == null ? List.of() : List.copyOf(libraries);
    }
  }

  /**
   * What became of its runs.
   *
   * @param counts its counted, set-aside and failed runs, and its rounds
   * @param failure why the command failed, in one sentence; empty when it passed
   */
  @JsonPropertyOrder({"counts", "failure"})
  public record Outcome(Counts counts, Optional<String> failure) {

    public Outcome {
      failure = failure == null ? Optional.empty() : failure;
    }
  }

  /**
   * Its figures.
   *
   * @param statistics wall-time statistics of its counted runs, empty when none counted
   * @param relative its {@code % time} against the baseline, with its 95 % interval from the
   *     paired rounds; empty when they share no counted round
   * @param instructions instruction-count statistics of its counted runs and start-up runs, and
   *     its ratio against the baseline's; empty unless --measure counts instructions
   * @param profile CPU and memory pooled over its counted profiled runs
   */
  @JsonPropertyOrder({"statistics", "relative", "instructions", "profile"})
  public record Measured(
      Optional<CommandStatistics> statistics,
      Optional<Relative> relative,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<CountStatistics> instructions,
      Optional<ProfileSummary> profile) {

    public Measured {
      statistics = statistics == null ? Optional.empty() : statistics;
      relative = relative == null ? Optional.empty() : relative;
      instructions = instructions == null ? Optional.empty() : instructions;
      profile = profile == null ? Optional.empty() : profile;
    }
  }

  /**
   * What to be wary of.
   *
   * @param warnings what to be wary of in its timings
   * @param warmupFailures one line per failed warm-up run
   */
  @JsonPropertyOrder({"warnings", "warmup_failures"})
  public record Cautions(List<Warning> warnings, List<String> warmupFailures) {

    public Cautions {
      warnings = warnings == null ? List.of() : List.copyOf(warnings);
      warmupFailures = warmupFailures == null ? List.of() : List.copyOf(warmupFailures);
    }
  }

  /**
   * Its start-up.
   *
   * @param startup its start-up cost and the parse throughput without it
   * @param startupRuns the runs on an empty file that measured the start-up
   */
  @JsonPropertyOrder({"startup", "startup_runs"})
  public record StartUp(Startup startup, List<RunResult> startupRuns) {

    public StartUp {
      startupRuns = startupRuns == null ? List.of() : List.copyOf(startupRuns);
    }
  }

  /**
   * What the machine did around its runs.
   *
   * @param waitedPercent the mean share of their time its counted runs waited for a CPU, in %
   * @param driverCpuPercent the driver's own CPU use while its timed runs ran, in % of one core
   * @param driverGap the driver's own time between its timed runs, when one followed another
   */
  @JsonPropertyOrder({"waited_percent", "driver_cpu_percent", "driver_gap"})
  public record Machine(OptionalDouble waitedPercent, OptionalDouble driverCpuPercent,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<DriverGap> driverGap) {

    public Machine {
      waitedPercent = waitedPercent == null ? OptionalDouble.empty() : waitedPercent;
      driverCpuPercent = driverCpuPercent == null ? OptionalDouble.empty() : driverCpuPercent;
      driverGap = driverGap == null ? Optional.empty() : driverGap;
    }
  }

  /**
   * What its figures rest on.
   *
   * @param values what {@code --validate} (or the --data probe) found, when it ran
   * @param runs every timed run, in the order run
   * @param parameters the parameter values it was made with ({@code -L}, {@code -P}), by name;
   *     empty (and not written) without them
   */
  @JsonPropertyOrder({"values", "runs", "parameters"})
  public record Evidence(
      Optional<ValueCheck> values,
      List<RunResult> runs,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> parameters) {

    public Evidence {
      values = values == null ? Optional.empty() : values;
      runs = runs == null ? List.of() : List.copyOf(runs);
      parameters = parameters == null ? Map.of()
          : Collections.unmodifiableMap(new LinkedHashMap<>(parameters)); // in order given
    }
  }

  /** A command's results, every part given apart. */
  public CommandSummary(String name, String command, boolean shell, List<String> libraries,
      Counts counts, Optional<String> failure, Optional<CommandStatistics> statistics,
      Optional<Relative> relative, Optional<CountStatistics> instructions,
      Optional<ProfileSummary> profile, List<Warning> warnings, List<String> warmupFailures,
      Startup startup, List<RunResult> startupRuns, OptionalDouble waitedPercent,
      OptionalDouble driverCpuPercent, Optional<ValueCheck> values, List<RunResult> runs,
      Map<String, String> parameters) {
    this(name, new Origin(command, shell, libraries), new Outcome(counts, failure),
        new Measured(statistics, relative, instructions, profile),
        new Cautions(warnings, warmupFailures), new StartUp(startup, startupRuns),
        new Machine(waitedPercent, driverCpuPercent, Optional.empty()),
        new Evidence(values, runs, parameters));
  }

  /** {@link Machine#driverGap}. */
  public Optional<DriverGap> driverGap() {
    return machine.driverGap();
  }

  /**
   * The same with {@code profile}: the pooled CPU and memory figures, which come from the raw
   * samples and so cannot be summarised again from a summary's runs.
   */
  public CommandSummary withProfile(Optional<ProfileSummary> profile) {
    return new CommandSummary(name, origin, outcome, new Measured(measured.statistics(),
        measured.relative(), measured.instructions(), profile), cautions, startUp, machine,
        evidence);
  }

  /**
   * The command's results as recorded, to be summarised again (read from an older format, or
   * merged with other parts' commands); the profile samples are not recorded.
   */
  public CommandResult raw() {
    return new CommandResult(name, command(), shell(), runs(),
        CommandResult.unprofiled(runs().size()), warmupFailures(), startupRuns(), values(),
        parameters());
  }

  /** {@link Origin#command}. */
  public String command() {
    return origin.command();
  }

  /** {@link Origin#shell}. */
  public boolean shell() {
    return origin.shell();
  }

  /** {@link Origin#libraries}. */
  public List<String> libraries() {
    return origin.libraries();
  }

  /** {@link Outcome#counts}. */
  public Counts counts() {
    return outcome.counts();
  }

  /** {@link Outcome#failure}. */
  public Optional<String> failure() {
    return outcome.failure();
  }

  /** {@link Measured#statistics}. */
  public Optional<CommandStatistics> statistics() {
    return measured.statistics();
  }

  /** {@link Measured#relative}. */
  public Optional<Relative> relative() {
    return measured.relative();
  }

  /** {@link Measured#instructions}. */
  public Optional<CountStatistics> instructions() {
    return measured.instructions();
  }

  /** {@link Measured#profile}. */
  public Optional<ProfileSummary> profile() {
    return measured.profile();
  }

  /** {@link Cautions#warnings}. */
  public List<Warning> warnings() {
    return cautions.warnings();
  }

  /** {@link Cautions#warmupFailures}. */
  public List<String> warmupFailures() {
    return cautions.warmupFailures();
  }

  /** {@link StartUp#startup}. */
  public Startup startup() {
    return startUp.startup();
  }

  /** {@link StartUp#startupRuns}. */
  public List<RunResult> startupRuns() {
    return startUp.startupRuns();
  }

  /** {@link Machine#waitedPercent}. */
  public OptionalDouble waitedPercent() {
    return machine.waitedPercent();
  }

  /** {@link Machine#driverCpuPercent}. */
  public OptionalDouble driverCpuPercent() {
    return machine.driverCpuPercent();
  }

  /** {@link Evidence#values}. */
  public Optional<ValueCheck> values() {
    return evidence.values();
  }

  /** {@link Evidence#runs}. */
  public List<RunResult> runs() {
    return evidence.runs();
  }

  /** {@link Evidence#parameters}. */
  public Map<String, String> parameters() {
    return evidence.parameters();
  }

  /** The results of a command made without parameters. */
  public CommandSummary(String name, String command, boolean shell, List<String> libraries,
      Counts counts, Optional<String> failure, Optional<CommandStatistics> statistics,
      Optional<Relative> relative, Optional<CountStatistics> instructions,
      Optional<ProfileSummary> profile, List<Warning> warnings, List<String> warmupFailures,
      Startup startup, List<RunResult> startupRuns, OptionalDouble waitedPercent,
      OptionalDouble driverCpuPercent, Optional<ValueCheck> values, List<RunResult> runs) {
    this(name, command, shell, libraries, counts, failure, statistics, relative, instructions,
        profile, warnings, warmupFailures, startup, startupRuns, waitedPercent, driverCpuPercent,
        values, runs, Map.of());
  }

  /**
   * The results of {@code result}.
   *
   * @param against the baseline's runs, which {@code % time} is against; empty when none
   * @param fastest the fastest command's runs and --precision, for the precision warning; empty
   *     without --precision
   */
  public static CommandSummary of(CommandResult result, long records, long bytes,
      Optional<CommandResult> against, Optional<Precision> fastest) {
    List<RunResult> counted = result.runs().stream().filter(RunResult::counted).toList();
    Optional<CommandStatistics> statistics = CommandStatistics.of(
        RunResult.seconds(result.runs()),
        counted.stream().flatMap(r -> r.cpu().stream()).mapToDouble(c -> c.userSeconds())
            .toArray(),
        counted.stream().flatMap(r -> r.cpu().stream()).mapToDouble(c -> c.systemSeconds())
            .toArray(),
        records, bytes);
    Optional<Relative> relative = against.isEmpty() || statistics.isEmpty() ? Optional.empty()
        : against.get() == result ? Optional.of(Relative.baseline())
        : RunTimes.interval(result.runs(), against.get().runs()).map(Relative::of);
    Startup startup = Startup.of(
        result.startupRuns().stream().filter(RunResult::ok).mapToDouble(RunResult::seconds)
            .toArray(),
        !result.startupRuns().stream().allMatch(RunResult::ok), statistics, counted.size(),
        bytes);
    List<Warning> warnings = new ArrayList<>(RunWarnings.of(result.name(), result.runs()));
    warnings.addAll(RunWarnings.startup(result.name(), startup, statistics));
    warnings.addAll(BusyWarnings.of(result.name(), result.runs()));
    if (warnings.stream().anyMatch(w -> w.kind() == Warning.Kind.UNSTEADY)) {
      // The same spread, better explained: nothing made the runs wait.
      warnings.removeIf(w -> w.kind() == Warning.Kind.OUTLIERS);
    }
    if (fastest.isPresent() && fastest.get().runs() != result && statistics.isPresent()) {
      precisionWarning(result, fastest.get()).ifPresent(warnings::add);
    }
    return new CommandSummary(
        result.name(),
        new Origin(result.command(), result.shell(),
            result.runs().stream().flatMap(r -> r.libraries().stream()).distinct().toList()),
        new Outcome(Counts.of(result.runs()), Failures.of(result)),
        new Measured(statistics, relative, instructions(result, records, bytes, against),
            pooled(result)),
        new Cautions(warnings, result.warmupFailures()),
        new StartUp(startup, result.startupRuns()),
        new Machine(waited(counted), driverCpu(result.runs()), DriverGap.of(result.gaps())),
        new Evidence(result.values(), result.runs(), result.parameters()));
  }

  /**
   * The fastest command's runs and the --precision asked for: a command whose interval against
   * it is wider is warned about.
   */
  public record Precision(CommandResult runs, double percent) {}

  /** Whether every run passed and there was a timed run, or it said it cannot read the data. */
  public boolean ok() {
    return outcome.failure().isEmpty();
  }

  /**
   * The same, without the warnings about its wall times (outliers, waits, start-up, precision):
   * under --measure instructions they are of Valgrind's times, which nobody asked for. What
   * concerns the runs themselves (an unproven read) stays.
   */
  public CommandSummary withoutTimeWarnings() {
    return new CommandSummary(name, origin, outcome, measured,
        new Cautions(cautions.warnings().stream()
            .filter(w -> w.kind() == Warning.Kind.READ_NOT_PROVEN).toList(),
            cautions.warmupFailures()),
        startUp, machine, evidence);
  }

  /** How many timed runs were set aside as contended. */
  public long setAside() {
    return outcome.counts().setAside();
  }

  /**
   * The counts of its counted runs, the start-up's when every start-up run passed with one, and
   * the ratio against the baseline's counted runs.
   */
  private static Optional<CountStatistics> instructions(CommandResult result, long records,
      long bytes, Optional<CommandResult> against) {
    Optional<CountStatistics> statistics = counts(result, records, bytes);
    if (statistics.isEmpty() || against.isEmpty()) {
      return statistics;
    }
    long[] theirs = RunResult.counts(against.get().runs());
    return against.get() == result ? statistics.map(s -> s.against(CountRatio.same()))
        : theirs.length == 0 ? statistics
        : statistics.map(s -> s.against(CountRatio.of(RunResult.counts(result.runs()), theirs)));
  }

  /**
   * The counts of {@code result}'s counted runs, with the start-up's when every start-up run
   * passed with one; no ratio.
   */
  static Optional<CountStatistics> counts(CommandResult result, long records, long bytes) {
    long[] startups = result.startupRuns().stream().allMatch(RunResult::ok)
        ? RunResult.counts(result.startupRuns()) : new long[0];
    return CountStatistics.of(RunResult.counts(result.runs()), startups, records, bytes);
  }

  private static Optional<ProfileSummary> pooled(CommandResult result) {
    List<Profile> profiles = new ArrayList<>();
    for (int i = 0; i < result.runs().size(); i++) {
      if (result.runs().get(i).counted()) {
        result.samples().get(i).ifPresent(profiles::add);
      }
    }
    return profiles.isEmpty() ? Optional.empty() : Optional.of(ProfileSummary.pooled(profiles));
  }

  private static OptionalDouble waited(List<RunResult> counted) {
    return counted.stream()
        .flatMap(run -> run.cpuWait().stream())
        .filter(wait -> wait.waitedPercent().isPresent())
        .mapToDouble(wait -> wait.waitedPercent().getAsDouble())
        .average();
  }

  /** All the driver's CPU time over all the runs' wall time, where measured. */
  private static OptionalDouble driverCpu(List<RunResult> runs) {
    double cpu = 0;
    double wall = 0;
    for (RunResult run : runs) {
      if (run.cpuWait().isPresent() && run.cpuWait().get().driverCpuSeconds().isPresent()) {
        cpu += run.cpuWait().get().driverCpuSeconds().getAsDouble();
        wall += run.cpuWait().get().wallSeconds();
      }
    }
    return wall > 0 ? OptionalDouble.of(100 * cpu / wall) : OptionalDouble.empty();
  }

  private static Optional<Warning> precisionWarning(CommandResult result, Precision fastest) {
    Optional<RatioInterval> interval = RunTimes.interval(result.runs(), fastest.runs().runs());
    OptionalDouble width =
        interval.map(RatioInterval::halfWidthPercent).orElse(OptionalDouble.empty());
    if (width.isPresent() && width.getAsDouble() <= fastest.percent()) {
      return Optional.empty();
    }
    return Optional.of(Warning.about(result.name(),
        new Warning.PrecisionNotReached(fastest.runs().name(), width, fastest.percent())));
  }
}
