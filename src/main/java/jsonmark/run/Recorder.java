package jsonmark.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import jsonmark.profile.Profile;
import jsonmark.report.Report;
import jsonmark.report.Results;
import jsonmark.result.CommandResult;
import jsonmark.result.HostReference;
import jsonmark.result.RunResult;
import jsonmark.result.RunState;
import jsonmark.result.RunTimes;
import jsonmark.result.ValueCheck;
import jsonmark.stats.RatioInterval;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.Stopping;

/**
 * Records every run of a benchmark's commands as it comes, and turns them into the results once
 * per change ({@link #results}): the statistics the files, the log lines and the next round's
 * decisions read are computed here, once, from the runs themselves.
 */
final class Recorder {

  /** One command's runs so far. */
  private static final class Runs {
    final PreparedCommand command;
    final List<RunResult> timed = new ArrayList<>();
    final List<Optional<Profile>> samples = new ArrayList<>();
    final List<RunResult> startup = new ArrayList<>();
    final List<String> warmupFailures = new ArrayList<>();
    final List<Double> gaps = new ArrayList<>();
    Optional<ValueCheck> values = Optional.empty();

    Runs(PreparedCommand command) {
      this.command = command;
    }

    CommandResult result() {
      return new CommandResult(command.name(), command.command().template().text(),
          !command.onData().direct(), timed, samples, warmupFailures, startup, values,
          command.command().parameters(), gaps);
    }
  }

  private final Report empty;
  private final List<Runs> commands = new ArrayList<>();
  private final List<Double> reference = new ArrayList<>();
  private RunState state = RunState.RUNNING;
  private Results results;

  /** @param empty the benchmark's report before any run: its data, options and machine */
  Recorder(Report empty, List<PreparedCommand> commands) {
    this.empty = empty;
    commands.forEach(c -> this.commands.add(new Runs(c)));
  }

  /** A timed run of command {@code index}, set aside or not, with its samples and its gap. */
  void timed(int index, RunOutcome outcome) {
    Runs runs = commands.get(index);
    runs.timed.add(outcome.result());
    runs.samples.add(outcome.samples());
    outcome.gap().ifPresent(runs.gaps::add);
    results = null;
  }

  /** The host's reference workload's time at the start of a round, if it was timed. */
  void reference(OptionalDouble seconds) {
    seconds.ifPresent(reference::add);
    results = null;
  }

  /** A start-up run of command {@code index}. */
  void startup(int index, RunResult run) {
    commands.get(index).startup.add(run);
    results = null;
  }

  /** A failed warm-up run of command {@code index}, as one line. */
  void warmupFailed(int index, String line) {
    commands.get(index).warmupFailures.add(line);
    results = null;
  }

  /** What --validate (or the --data probe) found for command {@code index}. */
  void values(int index, ValueCheck check) {
    commands.get(index).values = Optional.of(check);
    results = null;
  }

  /** How the runs ended: complete, or interrupted; until then the results say running. */
  void ended(RunState how) {
    state = how;
    results = null;
  }

  /** Of the commands {@code among} (indices), the one with the lowest mean of counted runs. */
  OptionalInt fastest(List<Integer> among) {
    return RunTimes.byMean(among, i -> commands.get(i).timed).stream()
        .mapToInt(Integer::intValue).findFirst();
  }

  /**
   * What command {@code index} has so far, with its interval against {@code fastest} when
   * {@code precision} asks for it.
   */
  Stopping.Tally tally(int index, OptionalInt fastest, boolean precision) {
    List<RunResult> runs = commands.get(index).timed;
    int counted = 0;
    double seconds = 0;
    int failed = 0;
    for (RunResult run : runs) {
      if (run.counted()) {
        counted++;
        seconds += run.seconds();
      } else if (run.failed()) {
        failed++;
      }
    }
    OptionalDouble width = OptionalDouble.empty();
    if (precision && fastest.isPresent() && fastest.getAsInt() != index) {
      width = RunTimes.interval(runs, commands.get(fastest.getAsInt()).timed)
          .map(RatioInterval::halfWidthPercent).orElse(OptionalDouble.empty());
    }
    // Exact needs two counts at least: one run has no spread to show (exact is then unknown).
    boolean exact = CountStatistics.of(RunResult.counts(runs), new long[0], 0, 0)
        .flatMap(CountStatistics::exact).orElse(false);
    return new Stopping.Tally(counted, seconds, failed, width, exact);
  }

  /** Everything measured so far, summarised once until the next run is recorded. */
  Results results() {
    if (results == null) {
      List<CommandResult> raw = commands.stream().map(Runs::result).toList();
      Map<String, List<Optional<Profile>>> samples = new LinkedHashMap<>();
      raw.forEach(c -> samples.put(c.name(), c.samples()));
      results = new Results(empty.withCommands(raw).withState(state)
          .withHost(HostReference.of(ReferenceWorkload.WORK, reference)), samples);
    }
    return results;
  }
}
