package jsonmark.report.export;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.result.Figures;
import jsonmark.result.Metric;
import jsonmark.result.RunResult;
import jsonmark.stats.ProfileSummary;

/**
 * One command's figures as hyperfine's exports hold them, read from the report: in the run's
 * headline metric (seconds, or instructions under {@code --measure instructions}), or in seconds
 * whatever it measured; one value per counted run.
 *
 * @param benchmark the benchmark (or --data file) it ran on
 * @param command its results
 * @param figures its figures in one metric: the runs, their statistics, the ratio to the baseline
 * @param reference whether it is the baseline
 */
public record Row(String benchmark, CommandSummary command, Figures figures, boolean reference) {

  /** The rows of {@code report} in its headline metric, in the commands' order. */
  public static List<Row> of(Report report) {
    return rows(report, report.commands(), report.metric());
  }

  /**
   * The rows of {@code report} in its markup exports' order: the commands' order, fastest first
   * under {@code --sort mean-time} (as hyperfine's).
   */
  public static List<Row> inExportOrder(Report report) {
    return rows(report, report.options().sort().exportsAsGiven() ? report.commands()
        : report.rowOrder(), report.metric());
  }

  /**
   * The rows of {@code report} in seconds whatever it measured, in the commands' order: under
   * --measure instructions these are the wall times of the runs under Valgrind, and their
   * {@code relative} is empty, since no figure of speed is drawn from those.
   */
  public static List<Row> inSeconds(Report report) {
    return rows(report, report.commands(), Metric.WALL_TIME);
  }

  private static List<Row> rows(Report report, List<CommandSummary> commands, Metric metric) {
    return commands.stream().map(c -> new Row(report.benchmark(), c,
        metric.of(c, report.metric()),
        report.baseline().filter(c.name()::equals).isPresent())).toList();
  }

  /** What the figures are. */
  public Metric metric() {
    return figures.metric();
  }

  /** Each counted run's figure, in the order run. */
  public List<Double> values() {
    return figures.values();
  }

  /** Each counted run's exit status, at the same index as {@link #values}. */
  public List<Integer> exitCodes() {
    return figures.runs().stream().map(RunResult::exitCode).toList();
  }

  /** The mean of {@link #values}; NaN when none counted. */
  public double mean() {
    return figures.spread().mean();
  }

  /** Their sample standard deviation; empty below two. */
  public OptionalDouble stddev() {
    return figures.spread().stdDev();
  }

  /** Their median; NaN when none counted. */
  public double median() {
    return figures.spread().median();
  }

  /** The lowest; NaN when none counted. */
  public double min() {
    return figures.spread().min();
  }

  /** The highest; NaN when none counted. */
  public double max() {
    return figures.spread().max();
  }

  /** Its figure over the baseline's, with its interval; empty when not claimed. */
  public Optional<Figures.Ratio> relative() {
    return figures.relative();
  }

  /** The counted runs that have the metric. */
  public List<RunResult> countedRuns() {
    return figures.runs();
  }

  /** Mean user CPU seconds of the tree where every counted run has them (in seconds only). */
  public OptionalDouble user() {
    return figures.tree().user();
  }

  /** Mean system CPU seconds, likewise. */
  public OptionalDouble system() {
    return figures.tree().system();
  }

  /**
   * Each counted run's peak resident memory in bytes when every one was profiled (hyperfine's
   * {@code memory_usage_byte}); empty otherwise.
   */
  public Optional<List<Long>> memoryBytes() {
    return figures.tree().profiles().map(p -> p.stream().map(Row::bytes).toList());
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
  public List<Number> numbers() {
    return values().stream().map(v -> metric().whole() ? (Number) Math.round(v)
        : (Number) java.math.BigDecimal.valueOf(v)).toList();
  }

  /** The parameter values the command was made with ({@code -L}, {@code -P}), by name. */
  public Map<String, String> parameters() {
    return command.parameters();
  }
}
