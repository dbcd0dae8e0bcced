package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.function.Function;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.cache.DataFile;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;
import jsonmark.result.Contention;
import jsonmark.result.RunResult;
import jsonmark.result.Warning;
import jsonmark.serialize.Serializers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run loop with a fake executor: exact timings, no processes. */
class BenchmarkRunTest {

  @TempDir Path cache;
  final StringWriter err = new StringWriter();
  final StringWriter out = new StringWriter();
  final List<List<CommandResult>> updates = new ArrayList<>();
  final List<Boolean> complete = new ArrayList<>();
  long expected;

  /** What the summaries the sink writes warn of besides the command's own warnings. */
  Function<CommandResult, Warning.Figures> sinkWarning;

  List<Warning> sinkWarnings(CommandSummary c) {
    List<Warning> warnings = new ArrayList<>(c.warnings());
    if (sinkWarning != null) {
      warnings.add(Warning.about(c.result().name(), sinkWarning.apply(c.result())));
    }
    return warnings;
  }

  /** A results sink that remembers every update. */
  final class RecordingSink implements ResultsSink {
    private final DataFile data;

    RecordingSink(DataFile data) {
      this.data = data;
    }

    @Override
    public Written update(List<CommandResult> results, boolean commandDone) {
      updates.add(List.copyOf(results));
      complete.add(commandDone);
      List<CommandSummary> summaries =
          CommandSummary.of(results, data.metadata().records(), data.metadata().bytes()).stream()
              .map(c -> new CommandSummary(c.result(), c.statistics(), c.relative(),
                  sinkWarnings(c), c.startup()))
              .toList();
      return new Written() {
        @Override
        public List<CommandSummary> commands() {
          return summaries;
        }

        @Override
        public String table() {
          return "TABLE " + results.size() + "\n";
        }
      };
    }

    @Override
    public OutputStream stderrLog(String name, String kind, int run) {
      return null;
    }

    @Override
    public Path folder() {
      return cache.resolve("results");
    }
  }

  @BeforeEach
  void writeDataOnce() throws Exception {
    // One real generation of 100 records, so the fake runs have a true expected checksum.
    BenchmarkOptions only = settings(1, 0, List.of());
    BenchmarkRun run = new BenchmarkRun(
        only.onlySerializing(true),
        log(), new PrintWriter(out, true), new FakeExecutor(), Optional.empty(),
        (data, failures) -> new RecordingSink(data), null, new Interrupts(new Cleanup()));
    assertThat(run.run()).isZero();
    Path meta = cache.resolve("Simple1Benchmark.1.jackson.100.jsonl.meta.json");
    expected = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(meta.toFile()).get("holds").get("checksum").asLong();
    err.getBuffer().setLength(0);
    assertThat(Files.exists(cache.resolve("Simple1Benchmark.1.jackson.100.jsonl"))).isTrue();
  }

  Log log() {
    return new Log(new PrintWriter(err, true), Log.Level.INFO);
  }

  BenchmarkOptions settings(int runs, int warmup, List<LabelledCommand> commands) {
    return new BenchmarkOptions(new Simple1Benchmark(), Serializers.defaultSerializer(), 100,
        Optional.of(cache), false, false, runs, warmup, Optional.empty(), Duration.ofMillis(50),
        cache.resolve("results"), commands, 0, Rounds.fixed(1), false, Optional.empty(),
        OptionalLong.empty());
  }

  static LabelledCommand command(String name, String text) {
    return new LabelledCommand(name, new CommandTemplate(text));
  }

  int run(BenchmarkOptions settings, FakeExecutor executor) throws Exception {
    return run(settings, executor, WaitMeter.none());
  }

  int run(BenchmarkOptions settings, FakeExecutor executor, WaitMeter meter) throws Exception {
    return new BenchmarkRun(settings, log(), new PrintWriter(out, true), executor,
        Optional.empty(), (data, failures) -> new RecordingSink(data), null,
        new Interrupts(new Cleanup())).meteredBy(meter).run();
  }

  static BenchmarkOptions sequential(BenchmarkOptions s) {
    return s.withRounds(s.rounds().withOrder(Rounds.Order.SEQUENTIAL));
  }

  @Test
  void timesEveryRunAndLogsTheOriginalsLine() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(9.0, "" + expected)
        .passes(2.0, "" + expected).passes(4.0, "" + expected);
    int status = run(settings(2, 1, List.of(command("fast", "parse $FILENAME"))), executor);
    assertThat(status).isZero();
    assertThat(err.toString())
        .contains("fast warm-up 1/1: 9.00s (not counted)")
        .contains("Deserialize time taken: 2.00s (50.00 lines/sec)")
        .contains("Deserialize time taken: 4.00s (25.00 lines/sec)");
    List<CommandResult> last = updates.get(updates.size() - 1);
    assertThat(last.get(0).runs()).extracting(RunResult::seconds).containsExactly(2.0, 4.0);
    assertThat(out.toString()).contains("TABLE 1");
  }

  @Test
  void passesTheDataPathAndBenchmarkAsExportedVariablesNeverAsCommandText() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(1.0, "" + expected);
    run(settings(1, 0, List.of(command("c", "parse $FILENAME --fast"))), executor);
    assertThat(executor.commands).containsExactly("parse \"${JSONMARK_FILENAME}\" --fast");
    assertThat(executor.environments).singleElement().satisfies(env -> {
      assertThat(env).containsOnlyKeys("JSONMARK_FILENAME", "JSONMARK_BENCHMARK")
          .containsEntry("JSONMARK_BENCHMARK", "Simple1Benchmark");
      // The cache file as every command got it: in a private folder beside it, gone by now.
      Path given = Path.of(env.get("JSONMARK_FILENAME"));
      assertThat(given).hasFileName("Simple1Benchmark.1.jackson.100.jsonl");
      assertThat(given.getParent().getFileName().toString()).startsWith(".jsonmark-readonly-");
      assertThat(given.getParent().getParent()).isEqualTo(cache);
    });
  }

  @Test
  void writesResultsAfterEveryRoundSoNothingMeasuredIsLost() throws Exception {
    FakeExecutor executor = new FakeExecutor().passesAs("a", 1.0, "" + expected)
        .passesAs("a", 1.5, "" + expected).passesAs("b", 3.0, "" + expected)
        .passesAs("b", 3.5, "" + expected);
    run(settings(2, 0, List.of(command("a", "a $FILENAME"), command("b", "b $FILENAME"))),
        executor);
    assertThat(updates).extracting(u -> u.stream().mapToInt(c -> c.runs().size()).sum())
        .containsExactly(2, 4, 4);
    assertThat(complete).containsExactly(false, false, true);
    assertThat(updates.get(0)).extracting(CommandResult::name).containsExactly("a", "b");
    assertThat(updates.get(2).get(1).runs()).extracting(RunResult::seconds)
        .containsExactly(3.0, 3.5);
    assertThat(err.toString()).contains("Round 1 of 2 done").contains("Round 2 of 2 done");
  }

  @Test
  void sequentialOrderRunsEachCommandsBlockAndWritesAfterEveryRun() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(1.0, "" + expected)
        .passes(1.5, "" + expected).passes(3.0, "" + expected).passes(3.5, "" + expected);
    run(sequential(settings(2, 0, List.of(command("a", "a $FILENAME"),
        command("b", "b $FILENAME")))), executor);
    assertThat(executor.programs).containsExactly("a", "a", "b", "b");
    assertThat(updates).extracting(u -> u.stream().mapToInt(c -> c.runs().size()).sum())
        .containsExactly(1, 2, 2, 3, 4, 4);
    assertThat(complete).containsExactly(false, false, true, false, false, true);
  }

  @Test
  void everyRoundRunsEveryCommandOnceInTheSeededOrderWarmUpAndStartupToo() throws Exception {
    FakeExecutor executor = new FakeExecutor();
    List<LabelledCommand> commands = new ArrayList<>();
    for (String name : List.of("p", "q", "r", "s")) {
      commands.add(command(name, name + " $FILENAME"));
      executor.passesAs(name, 0.1, "0").passesAs(name, 0.2, "" + expected);
      for (int run = 0; run < 5; run++) {
        executor.passesAs(name, 1.0, "" + expected);
      }
    }
    BenchmarkOptions base = settings(5, 1, commands);
    BenchmarkOptions withStartup = base.withRuns(5, 1, 1).withCommands(commands)
        .withRounds(Rounds.fixed(42));

    assertThat(run(withStartup, executor)).isZero();

    RoundOrder order = new RoundOrder(42, 4);
    List<String> expectedOrder = new ArrayList<>();
    for (int round = 0; round < 7; round++) {
      order.next().forEach(i -> expectedOrder.add(commands.get(i).name()));
    }
    assertThat(executor.programs).containsExactlyElementsOf(expectedOrder);
    assertThat(err.toString()).contains("seed 42; --seed 42 repeats it");
  }

  @Test
  void aFailedWarmUpStopsItsCommandAndTheOthersGoOn() throws Exception {
    FakeExecutor executor = new FakeExecutor().failsAs("bad", 3)
        .passesAs("good", 1.0, "" + expected).passesAs("good", 1.0, "" + expected)
        .passesAs("good", 1.0, "" + expected).passesAs("good", 1.0, "" + expected)
        .passesAs("good", 1.0, "" + expected);
    int status = run(settings(2, 3, List.of(command("bad", "bad $FILENAME"),
        command("good", "good $FILENAME"))), executor);
    assertThat(status).isEqualTo(1);
    assertThat(executor.programs).filteredOn("bad"::equals).hasSize(1);
    assertThat(err.toString())
        .contains("bad is stopped at its first failed warm-up: no further warm-up or timed run");
    CommandResult bad = updates.get(updates.size() - 1).get(0);
    assertThat(bad.runs()).isEmpty();
    assertThat(bad.warmupFailures()).containsExactly("warm-up 1: exited with status 3");
  }

  @Test
  void aProgramThatCannotStartIsTriedOnceNotForEveryRun() throws Exception {
    FakeExecutor executor = new FakeExecutor().failsAs("missing", 127);
    BenchmarkOptions base = settings(3, 0, List.of(command("missing", "missing $FILENAME")));
    BenchmarkOptions withStartup = base.withRuns(3, 0, 3);
    assertThat(run(withStartup, executor)).isEqualTo(1);
    assertThat(executor.programs).containsExactly("missing");
    assertThat(err.toString()).contains("the program could not be started; missing is not run"
        + " again");
  }

  @Test
  void aContendedRunIsKeptSetAsideAndRunAgainABoundedNumberOfTimes() throws Exception {
    FakeExecutor executor = new FakeExecutor().waiting(0.01, 0.5, 0.02, 0.3, 0.3, 0.3, 0.3);
    for (int i = 0; i < 7; i++) {
      executor.passesAs("c", 1.0 + i, "" + expected);
    }
    BenchmarkOptions base = settings(3, 0, List.of(command("c", "c $FILENAME")));
    BenchmarkOptions limited = base.withRuns(3, 0, 0)
        .withRounds(base.rounds().withMaxWait(5, 3));

    assertThat(run(limited, executor, executor.meter())).isZero();

    List<RunResult> runs = updates.get(updates.size() - 1).get(0).runs();
    assertThat(runs).extracting(RunResult::run).containsExactly(1, 2, 2, 3, 3, 3, 3);
    assertThat(runs).extracting(RunResult::contention).containsExactly(
        Contention.NONE, Contention.SET_ASIDE, Contention.NONE, Contention.SET_ASIDE,
        Contention.SET_ASIDE, Contention.SET_ASIDE, Contention.KEPT_BUSY);
    assertThat(runs).filteredOn(RunResult::counted).extracting(RunResult::seconds)
        .containsExactly(1.0, 3.0, 7.0);
    assertThat(err.toString()).contains("c run 2/3 waited 50.0 % of its time for a CPU (over"
        + " --max-wait 5 %): set aside, run again");
  }

  @Test
  void eachCommandsLastLogLinesReadTheSummaryTheSinkWroteOnceItsRunsAreDone() throws Exception {
    FakeExecutor executor = new FakeExecutor();
    for (int i = 0; i < 2; i++) {
      executor.passesAs("a", 1.0, "" + expected).passesAs("b", 2.0, "" + expected);
    }
    sinkWarning = c -> new Warning.CpuWaitUnavailable("written by the sink after "
        + c.runs().size() + " runs");

    run(settings(2, 0, List.of(command("a", "a $FILENAME"), command("b", "b $FILENAME"))),
        executor);

    assertThat(err.toString())
        .contains("WARN: CPU wait of a is n/a: written by the sink after 2 runs",
            "WARN: CPU wait of b is n/a: written by the sink after 2 runs")
        .doesNotContain("written by the sink after 1 runs");
    assertThat(complete.get(complete.size() - 1)).isTrue();
  }

  @Test
  void aSummarysPrecisionWarningIsLeftToTheOneLineTheRoundLoopLogsForAll() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(1.0, "" + expected);
    sinkWarning = c -> new Warning.PrecisionNotReached("a", OptionalDouble.of(25.4), 10);

    run(settings(1, 0, List.of(command("c", "c $FILENAME"))), executor);

    assertThat(err.toString()).doesNotContain("--precision not reached");
  }

  @Test
  void warnsWhenTheFirstRunIsMuchSlowerThanTheRest() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(5.0, "" + expected)
        .passes(2.0, "" + expected).passes(2.01, "" + expected);
    run(settings(3, 0, List.of(command("cold", "c $FILENAME"))), executor);
    assertThat(err.toString()).contains("WARN: the first run of cold was much slower")
        .contains("--warmup 1");
  }

  @Test
  void measuresTheStartupOnAnEmptyFileBeforeTheTimedRunsAndKeepsItApart() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(0.25, "0").passes(0.35, "0")
        .passes(2.3, "" + expected);
    BenchmarkOptions base = settings(1, 0, List.of(command("c", "parse $FILENAME")));
    BenchmarkOptions withStartup = base.withRuns(1, 0, 2);

    assertThat(run(withStartup, executor)).isZero();

    CommandResult last = updates.get(updates.size() - 1).get(0);
    assertThat(last.startupRuns()).extracting(RunResult::seconds).containsExactly(0.25, 0.35);
    assertThat(last.runs()).extracting(RunResult::seconds).containsExactly(2.3);
    assertThat(executor.environments.get(0).get("JSONMARK_FILENAME"))
        .endsWith("Simple1Benchmark.1.jackson.100.jsonl")
        .isNotEqualTo(executor.environments.get(2).get("JSONMARK_FILENAME"));
    assertThat(Files.exists(Path.of(executor.environments.get(0).get("JSONMARK_FILENAME"))))
        .as("the empty file is deleted at the end").isFalse();
    assertThat(err.toString()).contains("c start-up: 0.300s on an empty file; parse ");
  }

  @Test
  void aFailedStartupRunIsOneLineAndDoesNotFailTheCommand() throws Exception {
    FakeExecutor executor = new FakeExecutor().fails(1, "cannot parse nothing")
        .passes(2.0, "" + expected);
    BenchmarkOptions base = settings(1, 0, List.of(command("c", "parse $FILENAME")));
    BenchmarkOptions withStartup = base.withRuns(1, 0, 3);

    assertThat(run(withStartup, executor)).isZero();

    assertThat(err.toString())
        .contains("ERROR: c start-up 1/3 on an empty file failed: exited with status 1")
        .contains("its start-up is n/a")
        .doesNotContain("  | cannot parse nothing");
    assertThat(updates.get(updates.size() - 1).get(0).startupRuns()).hasSize(1);
  }

  static BenchmarkOptions rounds(BenchmarkOptions s, Rounds rounds) {
    return s.withRounds(rounds);
  }

  @Test
  void roundsAreAddedUntilEveryCommandHadTheMinimumTime() throws Exception {
    FakeExecutor executor = new FakeExecutor();
    for (int i = 0; i < 6; i++) {
      executor.passesAs("a", 1.0, "" + expected).passesAs("b", 0.5, "" + expected);
    }
    BenchmarkOptions base = settings(2, 0, List.of(command("a", "a $FILENAME"), command("b", "b $FILENAME")));
    Rounds timeBound = new Rounds(Rounds.Order.INTERLEAVED, 3, Optional.empty(), 100, 0, 3.0,
        java.util.OptionalDouble.empty(), Optional.empty(), 100);

    assertThat(run(rounds(base, timeBound), executor)).isZero();

    // b needs 6 rounds of 0.5 s for its 3 s; a has its 3 s after 3, but rounds hold both.
    List<CommandResult> last = updates.get(updates.size() - 1);
    assertThat(last.get(0).runs()).hasSize(6);
    assertThat(last.get(1).runs()).hasSize(6);
    assertThat(err.toString()).contains("Running a run 2/2\n").contains("Running a run 3\n")
        .doesNotContain("run 3/");
  }

  @Test
  void withPrecisionRoundsAreAddedUntilTheIntervalIsNarrowEnough() throws Exception {
    FakeExecutor executor = new FakeExecutor();
    for (double b : new double[] {2.0, 2.4, 2.2, 2.2, 2.2, 2.2, 2.2, 2.2}) {
      executor.passesAs("a", 1.0, "" + expected).passesAs("b", b, "" + expected);
    }
    BenchmarkOptions base = settings(2, 0, List.of(command("a", "a $FILENAME"), command("b", "b $FILENAME")));
    Rounds precise = new Rounds(Rounds.Order.INTERLEAVED, 3, Optional.empty(), 100, 0, 0,
        java.util.OptionalDouble.of(10), Optional.empty(), 100);

    assertThat(run(rounds(base, precise), executor)).isZero();

    // ±218 %, ±25 %, ±13 % after 2, 3 and 4 rounds; ±8.3 % after 5, within 10 %.
    assertThat(updates.get(updates.size() - 1).get(1).runs()).hasSize(5);
    assertThat(err.toString()).doesNotContain("not reached");
  }

  @Test
  void aPrecisionNotReachedInTheRoundsAllowedIsSaidWithTheCommand() throws Exception {
    FakeExecutor executor = new FakeExecutor();
    for (double b : new double[] {2.0, 2.4, 2.2}) {
      executor.passesAs("a", 1.0, "" + expected).passesAs("b", b, "" + expected);
    }
    BenchmarkOptions base = settings(2, 0, List.of(command("a", "a $FILENAME"), command("b", "b $FILENAME")));
    Rounds precise = new Rounds(Rounds.Order.INTERLEAVED, 3, Optional.empty(), 100, 0, 0,
        java.util.OptionalDouble.of(10), Optional.empty(), 3);

    assertThat(run(rounds(base, precise), executor)).isZero();

    assertThat(err.toString()).contains("WARN: --precision ±10 % not reached against the fastest"
        + " by b when --max-time or the most rounds ran out");
    List<CommandResult> last = updates.get(updates.size() - 1);
    assertThat(jsonmark.result.CommandSummary.of(last, 100, 1000, Optional.empty(),
        java.util.OptionalDouble.of(10)).get(1).warnings())
        .map(jsonmark.report.format.WarningText::of)
        .anyMatch(w -> w.startsWith("--precision not reached: the 95 % interval of b against the"
            + " fastest, a, is ±25.4 %, wider than ±10 %"));
  }

  @Test
  void onAMachineThatNeverCalmsDownRunsStopBeingRepeated() throws Exception {
    // Rounds 1 and 2 stay contended through both re-runs; from round 3 on, no re-run.
    FakeExecutor executor = new FakeExecutor().waiting(0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5);
    for (int i = 0; i < 8; i++) {
      executor.passesAs("c", 1.0, "" + expected);
    }
    BenchmarkOptions base = settings(4, 0, List.of(command("c", "c $FILENAME")));
    BenchmarkOptions limited = rounds(base, base.rounds().withMaxWait(5, 2));

    assertThat(run(limited, executor, executor.meter())).isZero();

    List<RunResult> runs = updates.get(updates.size() - 1).get(0).runs();
    assertThat(runs).extracting(RunResult::run).containsExactly(1, 1, 1, 2, 2, 2, 3, 4);
    assertThat(runs.subList(6, 8)).extracting(RunResult::contention)
        .containsExactly(Contention.KEPT_BUSY, Contention.KEPT_BUSY);
    assertThat(err.toString()).contains("WARN: the machine has not calmed down: 2 runs in a row"
        + " still waited over --max-wait after 2 re-runs each; runs are no longer repeated");
  }
}
