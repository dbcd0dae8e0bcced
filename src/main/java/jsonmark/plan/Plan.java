package jsonmark.plan;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.result.TimeUnit;
import jsonmark.stats.Budget;

/**
 * One invocation, parsed and validated once from the command line: every later stage reads it
 * and nothing re-parses. Its workloads run one after the other, each command on each. It comes
 * in typed parts, so that a stage reads the part it needs and a command that needs only some
 * ({@code jsonmark validate} reads {@link Work}) builds only those.
 *
 * @param work what runs on what
 * @param schedule how many runs, in what order, for how long
 * @param measuring what each run measures
 * @param checks what is checked around the runs
 * @param output where and how the results are written
 * @param sharding which part of the plan this invocation runs; {@link Sharding#none()} for all
 */
public record Plan(Work work, Schedule schedule, Measuring measuring, Checks checks,
    Output output, Sharding sharding) {

  public Plan {
    sharding = sharding == null ? Sharding.none() : sharding;
  }

  /** The whole plan, on one machine. */
  public Plan(Work work, Schedule schedule, Measuring measuring, Checks checks, Output output) {
    this(work, schedule, measuring, checks, output, Sharding.none());
  }

  /** How many times a run set aside for CPU contention is run again. */
  public static final int MAX_RERUNS = 3;

  /** The default --max-wait, in % of a run's wall time; see the methodology for why 5. */
  public static final int DEFAULT_MAX_WAIT_PERCENT = 5;

  /**
   * What runs on what.
   *
   * @param commands the deserializer commands, each with its label
   * @param workloads what the commands run on, in order
   * @param cacheDir where data files are kept, empty for a temporary folder
   * @param onlySerialize stop after writing the data
   */
  public record Work(List<LabelledCommand> commands, List<Workload> workloads,
      Optional<Path> cacheDir, boolean onlySerialize) {

    public Work {
      commands = List.copyOf(commands);
      workloads = List.copyOf(workloads);
    }
  }

  /**
   * How many runs, in what order, for how long.
   *
   * @param budget how many timed runs each command gets
   * @param warmup untimed runs per command first
   * @param startupRuns runs of each command on an empty data file, to measure its start-up
   * @param timeout a run still going after this is killed
   * @param order interleaved rounds, or one command's runs after the other's
   * @param seed the one seed of the rounds' random order, for every workload
   * @param maxWaitPercent a run whose tree waited longer than this share of its time for a CPU
   *     is set aside and run again; 100 turns that off
   * @param jobs with --measure instructions, how many counted runs go at a time
   */
  public record Schedule(Budget budget, int warmup, int startupRuns, Optional<Duration> timeout,
      RunOrder order, long seed, double maxWaitPercent, int jobs) {

    public Schedule {
      if (jobs < 1) {
        throw new IllegalArgumentException("jobs must be at least 1, not " + jobs);
      }
    }
  }

  /**
   * What each run measures.
   *
   * @param measure wall time, or also (or only) the instructions of its tree
   * @param profile sample CPU and memory of each timed run
   * @param interval the profiling interval
   * @param hostReference time the host's reference workload before every round of timed runs
   *     ({@code --host-reference}): off unless asked, for it costs the driver time between runs
   */
  public record Measuring(
      Measure measure, boolean profile, Duration interval, boolean hostReference) {

    /** Measuring without the host's reference workload. */
    public Measuring(Measure measure, boolean profile, Duration interval) {
      this(measure, profile, interval, false);
    }

    /** Whether any run executes under Valgrind, which must then be on the PATH. */
    public boolean needsValgrind() {
      return measure.counts();
    }

    /**
     * Whether each run runs twice: natively for its time, then under Valgrind for its count
     * (--measure both); else once, under Valgrind when {@link #needsValgrind}.
     */
    public boolean twice() {
      return measure == Measure.BOTH;
    }

    /**
     * Whether every run executes under Valgrind and none is timed (--measure instructions), so
     * that runs may go side by side.
     */
    public boolean countsOnly() {
      return measure == Measure.INSTRUCTIONS;
    }

    /** Whether the host's reference workload is timed before every round. */
    public boolean timesHost() {
      return hostReference && measure.times();
    }
  }

  /**
   * What is checked around the runs.
   *
   * @param validate run each command once in validation mode first
   * @param ignoreFailure hyperfine's --ignore-failure: a run that exits non-zero but prints the
   *     expected checksum passes
   * @param hooks the untimed commands around each command's runs (--prepare, --setup, ...)
   */
  public record Checks(boolean validate, boolean ignoreFailure, Hooks hooks) {

    public Checks {
      hooks = hooks == null ? Hooks.none() : hooks;
    }
  }

  /**
   * Where and how the results are written.
   *
   * @param resultsDir where result folders go
   * @param exports the hyperfine exports to write after each workload
   * @param sort the order of the results' rows ({@code --sort})
   * @param baseline the command {@code % time} is against; empty for the fastest
   * @param timeUnit the unit of every view's times ({@code --time-unit}); empty to choose it
   *     from the times
   */
  public record Output(Path resultsDir, Exports exports, RowOrder sort,
      Optional<String> baseline, Optional<TimeUnit> timeUnit) {

    public Output {
      exports = exports == null ? Exports.none() : exports;
    }

    /** Output whose time unit is chosen from the times. */
    public Output(Path resultsDir, Exports exports, RowOrder sort, Optional<String> baseline) {
      this(resultsDir, exports, sort, baseline, Optional.empty());
    }
  }

  /** The plan with {@code work} in place of its own. */
  public Plan with(Work work) {
    return new Plan(work, schedule, measuring, checks, output, sharding);
  }

  /** The plan with {@code schedule} in place of its own. */
  public Plan with(Schedule schedule) {
    return new Plan(work, schedule, measuring, checks, output, sharding);
  }

  /**
   * The plan that runs only part {@code sharding} of this one: the workloads on which that part
   * runs anything; {@link #on} then narrows the commands of each.
   */
  public Plan with(Sharding sharding) {
    Work part = new Work(work.commands(), sharding.workloads(work), work.cacheDir(),
        work.onlySerialize());
    return new Plan(part, schedule, measuring, checks, output, sharding);
  }

  /**
   * The plan of {@code workload} alone as this part runs it: the commands it runs there, each
   * with its own hooks; the plan itself when it is not split.
   */
  public Plan on(Workload workload) {
    if (!sharding.split()) {
      return this;
    }
    List<Integer> kept = new java.util.ArrayList<>();
    for (int i = 0; i < work.commands().size(); i++) {
      if (sharding.runs(work.commands().get(i), workload)) {
        kept.add(i);
      }
    }
    Work part = new Work(kept.stream().map(work.commands()::get).toList(), List.of(workload),
        work.cacheDir(), work.onlySerialize());
    return new Plan(part, schedule, measuring,
        new Checks(checks.validate(), checks.ignoreFailure(), checks.hooks().only(kept)), output,
        sharding);
  }

  /**
   * Whether runs are judged for CPU contention at all: --max-wait 100 turns it off, and so does
   * --measure instructions, whose counts do not change when a run waits for a CPU.
   */
  public boolean judgesContention() {
    return schedule.maxWaitPercent() < 100 && measuring.measure().times();
  }

  /**
   * How many runs go at a time: the schedule's jobs when every run is counted under Valgrind and
   * none timed, else 1 (a timed run has the machine to itself).
   */
  public int width() {
    return measuring.countsOnly() ? schedule.jobs() : 1;
  }

  /** How many times one run may be run again for CPU contention. */
  public int maxReruns() {
    return judgesContention() ? MAX_RERUNS : 0;
  }
}
