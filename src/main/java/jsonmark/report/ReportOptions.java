package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
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
 * @param dataFile the data file's path
 * @param dataSha256 the data file's SHA-256, hex
 * @param budget how many timed runs each command was to get
 * @param warmup untimed runs per command first
 * @param profile whether CPU and memory were sampled
 * @param intervalMs the sampling interval in milliseconds, empty when not profiling
 * @param timeoutS the per-run timeout in seconds, empty when there is none
 * @param startupRuns runs of each command on an empty file to measure its start-up, 0 = off
 * @param order how the runs were laid out: interleaved (rounds) or sequential
 * @param seed the seed of the rounds' random order, empty in sequential order
 * @param baseline the command {@code --baseline} named, empty when not given (then the fastest
 *     is the baseline, which summary.json's top-level {@code baseline} names)
 * @param maxWaitPercent the CPU wait above which a timed run was set aside and run again
 * @param sort the order of the results' rows: the table's, and the markup exports'
 * @param measure what the runs measured: wall time, instructions under Valgrind, or both;
 *     {@code time} for results written before --measure existed
 * @param timeUnit the unit of every view's times ({@code --time-unit}); empty: chosen by
 *     {@link TimeScale} from the times
 */
@JsonInclude(JsonInclude.Include.NON_ABSENT)
public record ReportOptions(
    String dataFile,
    String dataSha256,
    Budget budget,
    int warmup,
    boolean profile,
    OptionalLong intervalMs,
    @JsonProperty("timeout_s") OptionalDouble timeoutS,
    int startupRuns,
    RunOrder order,
    OptionalLong seed,
    Optional<String> baseline,
    double maxWaitPercent,
    RowOrder sort,
    Measure measure,
    Optional<TimeUnit> timeUnit) {

  public ReportOptions {
    measure = measure == null ? Measure.TIME : measure;
    sort = sort == null ? RowOrder.AUTO : sort;
    timeUnit = timeUnit == null ? Optional.empty() : timeUnit;
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
    return sort.tableAsGiven();
  }
}
