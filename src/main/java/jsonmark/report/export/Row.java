package jsonmark.report.export;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.Descriptive;
import jsonmark.stats.ProfileSummary;

/**
 * One command's figures as hyperfine's exports hold them, read from the report: in seconds, or,
 * under {@code --measure instructions}, in instructions; one value per counted run.
 *
 * @param benchmark the benchmark (or --data file) it ran on
 * @param command its results
 * @param unit what the figures are
 * @param values each counted run's figure, in the order run
 * @param exitCodes each counted run's exit status, at the same index as {@code values}
 * @param mean the mean of {@code values}; NaN when none counted
 * @param stddev their sample standard deviation; empty below two
 * @param median their median; NaN when none counted
 * @param min the lowest; NaN when none counted
 * @param max the highest; NaN when none counted
 * @param relative its figure over the baseline's, and the half-width of the 95 % interval of
 *     that ratio; empty when they share no counted run
 * @param reference whether it is the baseline
 */
public record Row(
    String benchmark,
    CommandSummary command,
    Unit unit,
    List<Double> values,
    List<Integer> exitCodes,
    double mean,
    OptionalDouble stddev,
    double median,
    double min,
    double max,
    Optional<Ratio> relative,
    boolean reference) {

  /** A ratio to the baseline with the half-width of its 95 % interval, empty below two rounds. */
  public record Ratio(double ratio, OptionalDouble halfWidth) {}

  public Row {
    values = List.copyOf(values);
    exitCodes = List.copyOf(exitCodes);
  }

  /** The rows of {@code report}, in the commands' order. */
  public static List<Row> of(Report report) {
    return rows(report, report.commands());
  }

  /**
   * The rows of {@code report} in its markup exports' order: the commands' order, fastest first
   * under {@code --sort mean-time} (as hyperfine's).
   */
  public static List<Row> inExportOrder(Report report) {
    return rows(report, report.options().sort().exportsAsGiven() ? report.commands()
        : report.rowOrder());
  }

  /** What the figures of {@code report} are. */
  public static Unit unit(Report report) {
    return report.options().measure().times() ? Unit.SECOND : Unit.INSTRUCTION;
  }

  /**
   * The rows of {@code report} in seconds whatever it measured, in the commands' order: under
   * --measure instructions these are the wall times of the runs under Valgrind, and their
   * {@code relative} is empty, since no figure of speed is drawn from those.
   */
  public static List<Row> inSeconds(Report report) {
    return report.commands().stream().map(c -> timed(report, c)).toList();
  }

  private static List<Row> rows(Report report, List<CommandSummary> commands) {
    return commands.stream().map(c -> unit(report) == Unit.INSTRUCTION
        ? counted(report, c) : timed(report, c)).toList();
  }

  private static boolean reference(Report report, CommandSummary command) {
    return report.baseline().filter(command.name()::equals).isPresent();
  }

  private static Row counted(Report report, CommandSummary command) {
    List<RunResult> runs = command.runs().stream()
        .filter(r -> r.counted() && r.instructions().isPresent()).toList();
    double[] counts = runs.stream().mapToDouble(r -> r.instructions().getAsLong()).toArray();
    Optional<CountStatistics> s = command.instructions();
    return new Row(report.benchmark(), command, Unit.INSTRUCTION, boxed(counts),
        runs.stream().map(RunResult::exitCode).toList(),
        s.map(CountStatistics::mean).orElse(Double.NaN),
        counts.length > 1 ? OptionalDouble.of(Descriptive.standardDeviation(counts))
            : OptionalDouble.empty(),
        counts.length > 0 ? Descriptive.median(counts) : Double.NaN,
        s.map(c -> (double) c.min()).orElse(Double.NaN),
        s.map(c -> (double) c.max()).orElse(Double.NaN),
        s.flatMap(CountStatistics::relative).map(r -> new Ratio(r.ratio(),
            OptionalDouble.of((r.high() - r.low()) / 2))),
        reference(report, command));
  }

  private static Row timed(Report report, CommandSummary command) {
    List<RunResult> runs = command.runs().stream().filter(RunResult::counted).toList();
    Optional<CommandStatistics> s = command.statistics();
    Optional<Ratio> relative = unit(report) == Unit.INSTRUCTION ? Optional.empty()
        : command.relative().map(r -> new Ratio(r.percent() / 100,
            r.lowPercent().isPresent() && r.highPercent().isPresent()
                ? OptionalDouble.of((r.highPercent().getAsDouble()
                    - r.lowPercent().getAsDouble()) / 200)
                : OptionalDouble.empty()));
    return new Row(report.benchmark(), command, Unit.SECOND,
        runs.stream().map(RunResult::seconds).toList(),
        runs.stream().map(RunResult::exitCode).toList(),
        s.map(CommandStatistics::mean).orElse(Double.NaN),
        s.map(CommandStatistics::stdDev).orElse(OptionalDouble.empty()),
        s.map(CommandStatistics::median).orElse(Double.NaN),
        s.map(CommandStatistics::min).orElse(Double.NaN),
        s.map(CommandStatistics::max).orElse(Double.NaN),
        relative,
        reference(report, command));
  }

  /** The counted runs, whatever the unit. */
  public List<RunResult> countedRuns() {
    return command.runs().stream()
        .filter(r -> r.counted() && (unit == Unit.SECOND || r.instructions().isPresent()))
        .toList();
  }

  /** Mean user CPU seconds of the tree where every counted run has them (in seconds only). */
  public OptionalDouble user() {
    return unit == Unit.SECOND
        ? command.statistics().map(CommandStatistics::userSeconds).orElse(OptionalDouble.empty())
        : OptionalDouble.empty();
  }

  /** Mean system CPU seconds, likewise. */
  public OptionalDouble system() {
    return unit == Unit.SECOND
        ? command.statistics().map(CommandStatistics::systemSeconds)
            .orElse(OptionalDouble.empty())
        : OptionalDouble.empty();
  }

  /**
   * Each counted run's peak resident memory in bytes when every one was profiled (hyperfine's
   * {@code memory_usage_byte}); empty otherwise.
   */
  public Optional<List<Long>> memoryBytes() {
    List<RunResult> runs = countedRuns();
    if (unit != Unit.SECOND || runs.isEmpty()
        || !runs.stream().allMatch(r -> r.profile().isPresent())) {
      return Optional.empty();
    }
    return Optional.of(runs.stream().map(r -> r.profile().get())
        .map(Row::bytes).toList());
  }

  /** A run's peak resident memory in bytes, from its profile's peak in MiB. */
  static long bytes(ProfileSummary profile) {
    return Math.round(profile.memMax() * 1024 * 1024);
  }

  /** The instruction count of each counted run that has one, under --measure both or alone. */
  public List<Long> instructions() {
    return command.runs().stream().filter(r -> r.counted() && r.instructions().isPresent())
        .map(r -> r.instructions().getAsLong()).toList();
  }

  /** Each counted run's figure, whole numbers when they are counts. */
  public List<Number> figures() {
    return values.stream().map(v -> unit == Unit.INSTRUCTION ? (Number) Math.round(v)
        : (Number) java.math.BigDecimal.valueOf(v)).toList();
  }

  /** The parameter values the command was made with ({@code -L}, {@code -P}), by name. */
  public java.util.Map<String, String> parameters() {
    return command.parameters();
  }

  private static List<Double> boxed(double[] values) {
    return java.util.Arrays.stream(values).boxed().toList();
  }
}
