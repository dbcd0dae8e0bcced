package jsonmark.plan;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.stats.Budget;

/**
 * One invocation, parsed and validated once from the command line: every later stage reads it
 * and nothing re-parses. Its workloads run one after the other, each command on each.
 *
 * @param commands the deserializer commands, each with its label
 * @param workloads what the commands run on, in order
 * @param cacheDir where data files are kept, empty for a temporary folder
 * @param onlySerialize stop after writing the data
 * @param budget how many timed runs each command gets
 * @param warmup untimed runs per command first
 * @param startupRuns runs of each command on an empty data file, to measure its start-up
 * @param timeout a run still going after this is killed
 * @param profile sample CPU and memory of each timed run
 * @param interval the profiling interval
 * @param order interleaved rounds, or one command's runs after the other's
 * @param seed the one seed of the rounds' random order, for every workload
 * @param baseline the command {@code % time} is against; empty for the fastest
 * @param maxWaitPercent a run whose tree waited longer than this share of its time for a CPU is
 *     set aside and run again; 100 turns that off
 * @param sort the order of the results table's rows
 * @param validate run each command once in validation mode first
 * @param resultsDir where result folders go
 * @param measure what each run measures: wall time, or also the instructions of its tree
 * @param exports the hyperfine exports to write after each workload
 * @param hooks the untimed commands around each command's runs (--prepare, --setup, ...)
 * @param ignoreFailure hyperfine's --ignore-failure: a run that exits non-zero but prints the
 *     expected checksum passes
 * @param jobs with --measure instructions, how many counted runs go at a time
 */
public record Plan(
    List<LabelledCommand> commands,
    List<Workload> workloads,
    Optional<Path> cacheDir,
    boolean onlySerialize,
    Budget budget,
    int warmup,
    int startupRuns,
    Optional<Duration> timeout,
    boolean profile,
    Duration interval,
    RunOrder order,
    long seed,
    Optional<String> baseline,
    double maxWaitPercent,
    RowOrder sort,
    boolean validate,
    Path resultsDir,
    Measure measure,
    Exports exports,
    Hooks hooks,
    boolean ignoreFailure,
    int jobs) {

  /** How many times a run set aside for CPU contention is run again. */
  public static final int MAX_RERUNS = 3;

  /** The default --max-wait, in % of a run's wall time; see the methodology for why 5. */
  public static final int DEFAULT_MAX_WAIT_PERCENT = 5;

  public Plan {
    commands = List.copyOf(commands);
    workloads = List.copyOf(workloads);
    exports = exports == null ? Exports.none() : exports;
    hooks = hooks == null ? Hooks.none() : hooks;
    if (jobs < 1) {
      throw new IllegalArgumentException("jobs must be at least 1, not " + jobs);
    }
  }

  /** A plan whose counted runs go one at a time. */
  public Plan(List<LabelledCommand> commands, List<Workload> workloads, Optional<Path> cacheDir,
      boolean onlySerialize, Budget budget, int warmup, int startupRuns,
      Optional<Duration> timeout, boolean profile, Duration interval, RunOrder order, long seed,
      Optional<String> baseline, double maxWaitPercent, RowOrder sort, boolean validate,
      Path resultsDir, Measure measure, Exports exports, Hooks hooks, boolean ignoreFailure) {
    this(commands, workloads, cacheDir, onlySerialize, budget, warmup, startupRuns, timeout,
        profile, interval, order, seed, baseline, maxWaitPercent, sort, validate, resultsDir,
        measure, exports, hooks, ignoreFailure, 1);
  }

  /** A plan without exports. */
  public Plan(List<LabelledCommand> commands, List<Workload> workloads, Optional<Path> cacheDir,
      boolean onlySerialize, Budget budget, int warmup, int startupRuns,
      Optional<Duration> timeout, boolean profile, Duration interval, RunOrder order, long seed,
      Optional<String> baseline, double maxWaitPercent, RowOrder sort, boolean validate,
      Path resultsDir, Measure measure) {
    this(commands, workloads, cacheDir, onlySerialize, budget, warmup, startupRuns, timeout,
        profile, interval, order, seed, baseline, maxWaitPercent, sort, validate, resultsDir,
        measure, Exports.none(), Hooks.none(), false);
  }

  /** A plan that judges exit statuses as always. */
  public Plan(List<LabelledCommand> commands, List<Workload> workloads, Optional<Path> cacheDir,
      boolean onlySerialize, Budget budget, int warmup, int startupRuns,
      Optional<Duration> timeout, boolean profile, Duration interval, RunOrder order, long seed,
      Optional<String> baseline, double maxWaitPercent, RowOrder sort, boolean validate,
      Path resultsDir, Measure measure, Exports exports, Hooks hooks) {
    this(commands, workloads, cacheDir, onlySerialize, budget, warmup, startupRuns, timeout,
        profile, interval, order, seed, baseline, maxWaitPercent, sort, validate, resultsDir,
        measure, exports, hooks, false);
  }

  /**
   * Whether runs are judged for CPU contention at all: --max-wait 100 turns it off, and so does
   * --measure instructions, whose counts do not change when a run waits for a CPU.
   */
  public boolean judgesContention() {
    return maxWaitPercent < 100 && measure.times();
  }

  /**
   * How many runs go at a time: {@link #jobs} when every run is counted under Valgrind and none
   * timed, else 1 (a timed run has the machine to itself).
   */
  public int width() {
    return measure == Measure.INSTRUCTIONS ? jobs : 1;
  }

  /** How many times one run may be run again for CPU contention. */
  public int maxReruns() {
    return judgesContention() ? MAX_RERUNS : 0;
  }
}
