package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The settings of an invocation that its results depend on, as {@code summary.json} and {@code
 * summary.md} show them (snake_case keys, the unit in the name).
 *
 * @param dataFile the data file's path
 * @param dataSha256 the data file's SHA-256, hex
 * @param runs timed runs per command
 * @param warmup untimed runs per command first
 * @param profile whether CPU and memory were sampled
 * @param intervalMs the sampling interval in milliseconds, null when not profiling
 * @param timeoutS the per-run timeout in seconds, null when there is none
 * @param startupRuns runs of each command on an empty file to measure its start-up, 0 = off
 * @param order how the runs were laid out: interleaved (rounds) or sequential
 * @param seed the seed of the rounds' random order, null in sequential order
 * @param baseline the command {@code --baseline} named, null when not given (then the fastest
 *     is the baseline, which summary.json's top-level {@code baseline} names)
 * @param maxWaitPercent the CPU wait above which a timed run was set aside and run again
 * @param precisionPercent --precision, null when not given
 * @param sort the order of the results table's rows: {@code speed} (fastest first) or
 *     {@code input} (the commands' order)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReportOptions(
    String dataFile,
    String dataSha256,
    int runs,
    int warmup,
    boolean profile,
    Long intervalMs,
    Double timeoutS,
    int startupRuns,
    String order,
    Long seed,
    String baseline,
    double maxWaitPercent,
    Double precisionPercent,
    String sort) {

  /** The rows of the results table in the commands' order rather than fastest first. */
  boolean inputOrder() {
    return "input".equals(sort);
  }
}
