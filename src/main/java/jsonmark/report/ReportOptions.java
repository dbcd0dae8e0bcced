package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.result.TimeUnit;
import jsonmark.stats.Budget;

/**
 * The settings of an invocation that its results depend on, as {@code summary.json} and {@code
 * summary.md} show them (snake_case keys, the unit in the name).
 *
 * @param file the data file's path and SHA-256
 * @param runs how many timed runs each command was to get, and its warm-up runs
 * @param sampling whether CPU and memory were sampled, and how often
 * @param limits the per-run timeout and the start-up runs
 * @param layout how the runs were laid out, and the seed of their order
 * @param baseline the command {@code --baseline} named, empty when not given (then the fastest
 *     is the baseline, which summary.json's top-level {@code baseline} names)
 * @param maxWaitPercent the CPU wait above which a timed run was set aside and run again
 * @param reading what the runs measured, and the order and unit the views show them in
 */
@JsonInclude(JsonInclude.Include.NON_ABSENT)
public record ReportOptions(
    @JsonUnwrapped DataFile file,
    @JsonUnwrapped Runs runs,
    @JsonUnwrapped Sampling sampling,
    @JsonUnwrapped Limits limits,
    @JsonUnwrapped Layout layout,
    Optional<String> baseline,
    double maxWaitPercent,
    @JsonUnwrapped Reading reading) {

  /**
   * The data file.
   *
   * @param dataFile the data file's path
   * @param dataSha256 the data file's SHA-256, hex
   */
  @JsonInclude(JsonInclude.Include.NON_ABSENT)
  public record DataFile(String dataFile, String dataSha256) {}

  /**
   * The runs each command was to get.
   *
   * @param budget how many timed runs each command was to get
   * @param warmup untimed runs per command first
   */
  @JsonInclude(JsonInclude.Include.NON_ABSENT)
  public record Runs(Budget budget, int warmup) {}

  /**
   * Sampling.
   *
   * @param profile whether CPU and memory were sampled
   * @param intervalMs the sampling interval in milliseconds, empty when not profiling
   */
  @JsonInclude(JsonInclude.Include.NON_ABSENT)
  public record Sampling(boolean profile, OptionalLong intervalMs) {

    public Sampling {
      intervalMs = intervalMs == null ? OptionalLong.empty() : intervalMs;
    }
  }

  /**
   * The limits of a run, and the runs on an empty file.
   *
   * @param timeoutS the per-run timeout in seconds, empty when there is none
   * @param startupRuns runs of each command on an empty file to measure its start-up, 0 = off
   */
  @JsonInclude(JsonInclude.Include.NON_ABSENT)
  public record Limits(@JsonProperty("timeout_s") OptionalDouble timeoutS, int startupRuns) {

    public Limits {
      timeoutS = timeoutS == null ? OptionalDouble.empty() : timeoutS;
    }
  }

  /**
   * How the runs were laid out.
   *
   * @param order interleaved (rounds) or sequential
   * @param seed the seed of the rounds' random order, empty in sequential order
   */
  @JsonInclude(JsonInclude.Include.NON_ABSENT)
  public record Layout(RunOrder order, OptionalLong seed) {

    public Layout {
      seed = seed == null ? OptionalLong.empty() : seed;
    }
  }

  /**
   * What was measured, and how the views show it.
   *
   * @param sort the order of the results' rows: the table's, and the markup exports'
   * @param measure what the runs measured: wall time, instructions under Valgrind, or both;
   *     {@code time} for results written before --measure existed
   * @param timeUnit the unit of every view's times ({@code --time-unit}); empty: chosen by
   *     {@link TimeScale} from the times
   */
  @JsonInclude(JsonInclude.Include.NON_ABSENT)
  public record Reading(RowOrder sort, Measure measure, Optional<TimeUnit> timeUnit) {

    public Reading {
      measure = Measure.orDefault(measure);
      sort = sort == null ? RowOrder.AUTO : sort;
      timeUnit = timeUnit == null ? Optional.empty() : timeUnit;
    }
  }

  public ReportOptions {
    baseline = baseline == null ? Optional.empty() : baseline;
    reading = reading == null ? new Reading(null, null, null) : reading;
  }

  /** Options, every one given apart. */
  public ReportOptions(String dataFile, String dataSha256, Budget budget, int warmup,
      boolean profile, OptionalLong intervalMs, OptionalDouble timeoutS, int startupRuns,
      RunOrder order, OptionalLong seed, Optional<String> baseline, double maxWaitPercent,
      RowOrder sort, Measure measure, Optional<TimeUnit> timeUnit) {
    this(new DataFile(dataFile, dataSha256), new Runs(budget, warmup),
        new Sampling(profile, intervalMs), new Limits(timeoutS, startupRuns),
        new Layout(order, seed), baseline, maxWaitPercent, new Reading(sort, measure, timeUnit));
  }

  /** {@link DataFile#dataFile}. */
  public String dataFile() {
    return file.dataFile();
  }

  /** {@link DataFile#dataSha256}. */
  public String dataSha256() {
    return file.dataSha256();
  }

  /** {@link Runs#budget}. */
  public Budget budget() {
    return runs.budget();
  }

  /** {@link Runs#warmup}. */
  public int warmup() {
    return runs.warmup();
  }

  /** {@link Sampling#profile}. */
  public boolean profile() {
    return sampling.profile();
  }

  /** {@link Sampling#intervalMs}. */
  public OptionalLong intervalMs() {
    return sampling.intervalMs();
  }

  /** {@link Limits#timeoutS}. */
  public OptionalDouble timeoutS() {
    return limits.timeoutS();
  }

  /** {@link Limits#startupRuns}. */
  public int startupRuns() {
    return limits.startupRuns();
  }

  /** {@link Layout#order}. */
  public RunOrder order() {
    return layout.order();
  }

  /** {@link Layout#seed}. */
  public OptionalLong seed() {
    return layout.seed();
  }

  /** {@link Reading#sort}. */
  public RowOrder sort() {
    return reading.sort();
  }

  /** {@link Reading#measure}. */
  public Measure measure() {
    return reading.measure();
  }

  /** {@link Reading#timeUnit}. */
  public Optional<TimeUnit> timeUnit() {
    return reading.timeUnit();
  }

  /** Options whose time unit is chosen from the times. */
  public ReportOptions(String dataFile, String dataSha256, Budget budget, int warmup,
      boolean profile, OptionalLong intervalMs, OptionalDouble timeoutS, int startupRuns,
      RunOrder order, OptionalLong seed, Optional<String> baseline, double maxWaitPercent,
      RowOrder sort, Measure measure) {
    this(dataFile, dataSha256, budget, warmup, profile, intervalMs, timeoutS, startupRuns, order,
        seed, baseline, maxWaitPercent, sort, measure, Optional.empty());
  }

  /** The rows of the results table in the commands' order rather than fastest first. */
  public boolean inputOrder() {
    return sort().tableAsGiven();
  }
}
