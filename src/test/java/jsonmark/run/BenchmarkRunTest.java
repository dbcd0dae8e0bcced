package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.Execution;
import jsonmark.exec.LabelledCommand;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.plan.Exports;
import jsonmark.plan.Hooks;
import jsonmark.plan.Plan;
import jsonmark.plan.Workload;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import jsonmark.report.format.SummaryJson;
import jsonmark.result.CommandSummary;
import jsonmark.result.Contention;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.result.RunResult;
import jsonmark.result.ValueCheck;
import jsonmark.serialize.Serializers;
import jsonmark.stats.Budget;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The run loop with a fake executor: exact timings, no processes, the real results folder. */
class BenchmarkRunTest {

  @TempDir Path cache;
  final StringWriter err = new StringWriter();
  final StringWriter out = new StringWriter();
  long expected;
  Plan plan;

  @BeforeEach
  void writeDataOnce() throws Exception {
    // One real generation of 100 records, so the fake runs have a true expected checksum.
    Plan only = plan(Budget.exactly(1))
        .with(new Plan.Work(List.of(), List.of(workload()), Optional.of(cache), true));
    assertThat(new BenchmarkRun(only, workload(), new FakeExecutor(), setting(WaitMeter.none()))
        .run(Optional.empty())).isZero();
    Path meta = cache.resolve("Simple1Benchmark.1.jackson.100.jsonl.meta.json");
    expected = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(meta.toFile()).get("holds").get("checksum").asLong();
    err.getBuffer().setLength(0);
    out.getBuffer().setLength(0);
    plan = plan(Budget.exactly(1));
  }

  static Workload workload() {
    return new Workload.Generated(new Simple1Benchmark(), Serializers.defaultSerializer(), 100,
        OptionalLong.empty());
  }

  BenchmarkRun.Setting setting(WaitMeter meter) {
    return new BenchmarkRun.Setting(new Log(new PrintWriter(err, true), Log.Level.INFO),
        new PrintWriter(out, true), null, new Interrupts(new Cleanup()), Optional.of(Fixtures.environment()),
        Fixtures.provenance(), Optional.empty(), meter,
        new DriverSettle(() -> -1, d -> {}), Optional.empty());
  }

  /** A plan of {@code budget}, no warm-up or start-up runs, contention not judged, seed 1. */
  Plan plan(Budget budget, LabelledCommand... commands) {
    return new Plan(
        new Plan.Work(List.of(commands), List.of(workload()), Optional.of(cache), false),
        new Plan.Schedule(budget, 0, 0, Optional.empty(), RunOrder.INTERLEAVED, 1, 100, 1),
        new Plan.Measuring(Measure.TIME, false, Duration.ofMillis(50)),
        new Plan.Checks(false, false, Hooks.none()),
        new Plan.Output(cache.resolve("results"), Exports.none(), RowOrder.MEAN_TIME,
            Optional.empty()));
  }

  static Plan with(Plan p, int warmup, int startup) {
    Plan.Schedule s = p.schedule();
    return p.with(new Plan.Schedule(s.budget(), warmup, startup, s.timeout(), s.order(),
        s.seed(), s.maxWaitPercent(), s.jobs()));
  }

  static Plan ordered(Plan p, RunOrder order, long seed, double maxWait) {
    Plan.Schedule s = p.schedule();
    return p.with(new Plan.Schedule(s.budget(), s.warmup(), s.startupRuns(), s.timeout(), order,
        seed, maxWait, s.jobs()));
  }

  static LabelledCommand command(String name, String text) {
    return new LabelledCommand(name, new CommandTemplate(text));
  }

  int run(Plan plan, FakeExecutor executor) throws Exception {
    return run(plan, executor, WaitMeter.none());
  }

  int run(Plan plan, FakeExecutor executor, WaitMeter meter) throws Exception {
    return new BenchmarkRun(plan, workload(), executor, setting(meter)).run(Optional.empty());
  }

  /** The results folder of the run. */
  Path folder() throws Exception {
    try (Stream<Path> folders = Files.list(cache.resolve("results"))) {
      return folders.filter(Files::isDirectory).findFirst().orElseThrow();
    }
  }

  /** The report as the results folder's summary.json holds it. */
  Report written() throws Exception {
    return SummaryJson.read(folder().resolve("summary.json")).reports().get(0);
  }

  CommandSummary command(Report report, String name) {
    return report.command(name).orElseThrow();
  }

  String ok() {
    return "" + expected;
  }

  @Test
  void timesEveryRunAndLogsTheOriginalsLineWithTheMean() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(9.0, ok()).passes(2.0, ok())
        .passes(4.0, ok());
    int status = run(with(plan(Budget.exactly(2), command("fast", "parse $FILENAME")), 1, 0),
        executor);
    assertThat(status).isZero();
    assertThat(err.toString())
        .doesNotContain("warm-up") // said at DEBUG: piped, one line per command
        .contains("INFO: fast: 2 runs; Deserialize time taken: 3.00s (33.33 lines/sec)\n");
    assertThat(command(written(), "fast").runs()).extracting(RunResult::seconds)
        .containsExactly(2.0, 4.0);
    assertThat(out.toString()).contains("| fast ");
  }

  @Test
  void passesTheDataPathAndBenchmarkAsExportedVariablesNeverAsCommandText() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(1.0, ok());
    run(plan(Budget.exactly(1), command("c", "parse $FILENAME --fast")), executor);
    assertThat(executor.commands).containsExactly("parse \"${JSONMARK_FILENAME}\" --fast");
    assertThat(executor.environments).singleElement().satisfies(env -> {
      assertThat(env).containsEntry("JSONMARK_BENCHMARK", "Simple1Benchmark");
      // The cache file as every command got it: in a private folder beside it, gone by now.
      Path given = Path.of(env.get("JSONMARK_FILENAME"));
      assertThat(given).hasFileName("Simple1Benchmark.1.jackson.100.jsonl");
      assertThat(given.getParent().getFileName().toString()).startsWith(".jsonmark-readonly-");
      assertThat(given.getParent().getParent()).isEqualTo(cache);
    });
  }

  @Test
  void writesResultsAfterEveryRoundSoNothingMeasuredIsLost() throws Exception {
    List<Integer> seen = new ArrayList<>();
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok()).always("b", 3.0, ok());
    executor.beforeEach(() -> {
      seen.add(roundsOnDisk());
      if (seen.size() == 2) {
        pastFirstWrite();
      }
    });
    run(plan(Budget.exactly(2), command("a", "a $FILENAME"), command("b", "b $FILENAME")),
        executor);
    // Before each of the 4 runs: the rounds finished so far are on disk (round 1 lasted past
    // the first write's time).
    assertThat(seen).containsExactly(-1, -1, 1, 1);
    assertThat(written().rounds()).isEqualTo(2);
    assertThat(written().state()).isEqualTo(jsonmark.result.RunState.COMPLETE);
    assertThat(Files.readString(folder().resolve("summary.md"))).doesNotContain("Incomplete")
        .doesNotContain("Interrupted");
    // Piped, no line per round: one line per command, as it gets its runs.
    assertThat(err.toString()).doesNotContain("Round")
        .contains("INFO: a: 2 runs; Deserialize time taken: 1.00s")
        .contains("INFO: b: 2 runs; Deserialize time taken: 3.00s");
  }

  @Test
  void withHostReferenceEachRoundTimesTheHostsWorkloadOnceAndTheFilesKeepEachTime()
      throws Exception {
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok()).always("b", 3.0, ok());
    Plan p = plan(Budget.exactly(3), command("a", "a $FILENAME"), command("b", "b $FILENAME"));
    run(new Plan(p.work(), p.schedule(),
        new Plan.Measuring(Measure.TIME, false, Duration.ofMillis(50), true), p.checks(),
        p.output()), executor);
    jsonmark.result.HostReference host = written().host().orElseThrow();
    assertThat(host.work()).isEqualTo(ReferenceWorkload.WORK);
    assertThat(host.seconds()).hasSize(3).allSatisfy(t -> assertThat(t).isPositive());
    assertThat(host.meanS()).isEqualTo(jsonmark.stats.Descriptive.mean(host.times()));
  }

  @Test
  void summaryJsonHasTheDriversGapBeforeEachTimedRunThatFollowedAnother() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok());
    run(plan(Budget.exactly(3), command("a", "a $FILENAME")), executor);
    jsonmark.result.DriverGap gap = command(written(), "a").driverGap().orElseThrow();
    assertThat(gap.gaps()).isEqualTo(2);
    assertThat(gap.maxMs()).isGreaterThanOrEqualTo(gap.medianMs()).isNotNegative();
  }

  @Test
  void withoutHostReferenceNoRoundTimesTheHostsWorkload() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok());
    run(plan(Budget.exactly(3), command("a", "a $FILENAME")), executor);
    assertThat(written().host()).isEmpty();
  }

  @Test
  void filesWrittenBetweenRoundsSayTheRunIsStillGoingUntilItEnds() throws Exception {
    List<String> states = new ArrayList<>();
    List<String> firstLines = new ArrayList<>();
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok()).always("b", 3.0, ok());
    int[] runs = {0};
    executor.beforeEach(() -> {
      try {
        if (++runs[0] == 2) {
          pastFirstWrite();
        }
        Path summary = folder().resolve("summary.json");
        if (Files.exists(summary)) {
          states.add(SummaryJson.read(summary).reports().get(0).state().status().code());
          firstLines.add(Files.readString(folder().resolve("summary.md")).lines().skip(2)
              .findFirst().orElse(""));
        }
      } catch (Exception e) {
        states.add(e.toString());
      }
    });
    run(plan(Budget.exactly(2), command("a", "a $FILENAME"), command("b", "b $FILENAME")),
        executor);
    assertThat(states).containsExactly("running", "running");
    assertThat(firstLines).allSatisfy(line -> assertThat(line).startsWith(
        "> **Incomplete: the driver stopped after round 1 of 2 without saying it finished"));
    assertThat(written().state().status().code()).isEqualTo("complete");
  }

  /** Lets the round go on past the time of the first write: WRITE_EVERY after the rounds began. */
  private static void pastFirstWrite() {
    try {
      Thread.sleep(RoundRunner.WRITE_EVERY.toMillis() + 50);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void roundsWithinTheFirstSecondWriteNoFilesUntilTheEnd() throws Exception {
    List<Boolean> seen = new ArrayList<>();
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok());
    executor.beforeEach(() -> {
      try {
        seen.add(Files.exists(folder().resolve("summary.json")));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    run(plan(Budget.exactly(3), command("a", "a $FILENAME")), executor);
    assertThat(seen).containsExactly(false, false, false);
    assertThat(written().state().status().code()).isEqualTo("complete");
  }

  @Test
  void anInterruptedRunSaysSoFirstInEveryFile() throws Exception {
    interruptInRoundThree();
    Report report = written();
    assertThat(report.state().status()).isEqualTo(jsonmark.result.RunState.Status.INTERRUPTED);
    String sentence = "Interrupted after round 2 of 5: the figures are of the runs that"
        + " finished, not of the whole run.";
    assertThat(report.stateSentence()).contains(sentence);
    assertThat(Files.readString(folder().resolve("summary.md")).lines().skip(2).findFirst())
        .contains("> **" + sentence + "**");
    assertThat(Files.readString(folder().resolve("report.html")))
        .contains("<p class=\"state\" role=\"alert\">" + sentence + "</p>");
  }

  /** Two commands, 5 runs asked for each, Ctrl-C during the fifth run (round 3). */
  private void interruptInRoundThree() {
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok()).always("b", 2.0, ok())
        .interruptingAt(5);
    Plan twoCommands = plan(Budget.exactly(5), command("a", "a $FILENAME"),
        command("b", "b $FILENAME"));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> run(twoCommands, executor))
        .isInstanceOf(InterruptedException.class);
  }

  /** The rounds in the summary.json written so far; -1 before there is one. */
  private int roundsOnDisk() {
    try {
      Path summary = folder().resolve("summary.json");
      return Files.exists(summary) ? SummaryJson.read(summary).reports().get(0).rounds() : -1;
    } catch (Exception e) {
      return -1;
    }
  }

  @Test
  void sequentialOrderRunsEachCommandsBlock() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok()).always("b", 3.0, ok());
    run(ordered(plan(Budget.exactly(2), command("a", "a $FILENAME"),
        command("b", "b $FILENAME")), RunOrder.SEQUENTIAL, 1, 100), executor);
    assertThat(executor.programs).containsExactly("a", "a", "b", "b");
    assertThat(command(written(), "b").runs()).extracting(RunResult::run).containsExactly(1, 2);
    assertThat(err.toString()).contains("INFO: a: 2 runs; ").contains("INFO: b: 2 runs; ");
  }

  @Test
  void everyRoundRunsEveryCommandOnceInTheSeededOrderWarmUpAndStartupToo() throws Exception {
    FakeExecutor executor = new FakeExecutor();
    List<LabelledCommand> commands = new ArrayList<>();
    for (String name : List.of("p", "q", "r", "s")) {
      commands.add(command(name, name + " $FILENAME"));
      executor.passesAs(name, 0.1, "0").passesAs(name, 0.2, ok()).always(name, 1.0, ok());
    }
    Plan seeded = ordered(with(plan(Budget.exactly(5), commands.toArray(LabelledCommand[]::new)),
        1, 1), RunOrder.INTERLEAVED, 42, 100);

    assertThat(run(seeded, executor)).isZero();

    Scheduler order = new Scheduler(Budget.exactly(5), RunOrder.INTERLEAVED, 42);
    List<String> expectedOrder = new ArrayList<>();
    for (int round = 0; round < 7; round++) {
      // The start-up and warm-up rounds shuffled; the timed ones counterbalanced too.
      (round < 2 ? order.shuffled(List.of(0, 1, 2, 3)) : order.balanced(List.of(0, 1, 2, 3)))
          .forEach(i -> expectedOrder.add(commands.get(i).name()));
    }
    assertThat(executor.programs).containsExactlyElementsOf(expectedOrder);
  }

  @Test
  void eachCommandGetsItsOwnBudgetSoASlowOneIsNotRunAsOftenAsAFastOne() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("fast", 0.03125, ok())
        .always("slow", 0.5, ok());
    run(plan(Budget.adaptive(), command("fast", "fast $FILENAME"),
        command("slow", "slow $FILENAME")), executor);
    Report report = written();
    // 5 runs and 3 s each: the slow one's sixth run reaches 3 s, the fast one's 96th.
    assertThat(command(report, "slow").counts().counted()).isEqualTo(6);
    assertThat(command(report, "fast").counts().counted()).isEqualTo(96);
    assertThat(report.rounds()).isEqualTo(96);
    // Each command's one line as soon as it has its runs: the slow one's after round 6, long
    // before the fast one's.
    String log = err.toString();
    assertThat(log).contains("INFO: slow: 6 runs; ").contains("INFO: fast: 96 runs; ")
        .doesNotContain("Round");
    assertThat(log.indexOf("INFO: slow: 6 runs")).isLessThan(log.indexOf("INFO: fast: 96 runs"));
    assertThat(log.lines().filter(line -> line.startsWith("INFO: slow")).count()).isEqualTo(1);
  }

  @Test
  void aFailingCommandStopsAtItsSecondFailedRunAndTheClosingLineSaysWhy() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("bad", 0.2, "no checksum here")
        .always("good", 1.0, ok());
    int status = run(plan(Budget.adaptive(), command("bad", "bad $FILENAME"),
        command("good", "good $FILENAME")), executor);
    assertThat(status).isEqualTo(1);
    assertThat(executor.programs).filteredOn("bad"::equals).hasSize(2);
    assertThat(command(written(), "good").counts().counted()).isEqualTo(5);
    assertThat(command(written(), "bad").counts()).extracting(c -> c.failed(), c -> c.counted())
        .containsExactly(2, 0);
    assertThat(err.toString())
        .contains("ERROR: bad is stopped after 2 failed runs: no more runs of it")
        .contains("ERROR: 1 of 2 commands failed: 'bad' printed 'no checksum here' in 2 of 2"
            + " runs (expected " + expected + ")");
    assertThat(out.toString()).contains("failed");
  }

  @Test
  void withOneRunAskedForAFailingCommandRunsOnce() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("bad", new Execution(3, 0.2,
        Optional.empty(), List.of(), List.of("boom"), false, Optional.empty(), List.of(),
        List.of()));
    assertThat(run(plan(Budget.exactly(1), command("bad", "bad $FILENAME")), executor))
        .isEqualTo(1);
    assertThat(executor.programs).hasSize(1);
    assertThat(err.toString()).contains("1 of 1 command failed: 'bad' exited with status 3 in 1"
        + " of 1 run");
  }

  @Test
  void aCommandThatTimesOutStopsAfterTwoTimeouts() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("slow", new Execution(137, 1.0,
        Optional.empty(), List.of(), List.of(), true, Optional.empty(), List.of(), List.of()));
    assertThat(run(plan(Budget.adaptive(), command("slow", "slow $FILENAME")), executor))
        .isEqualTo(1);
    assertThat(executor.programs).hasSize(2);
    assertThat(err.toString()).contains("'slow' timed out after 1 s in 2 of 2 runs");
  }

  @Test
  void aFailedWarmUpStopsItsCommandAndTheOthersGoOn() throws Exception {
    FakeExecutor executor = new FakeExecutor().failsAs("bad", 3).always("good", 1.0, ok());
    int status = run(with(plan(Budget.exactly(2), command("bad", "bad $FILENAME"),
        command("good", "good $FILENAME")), 3, 0), executor);
    assertThat(status).isEqualTo(1);
    assertThat(executor.programs).filteredOn("bad"::equals).hasSize(1);
    assertThat(err.toString())
        .contains("bad is stopped at its first failed warm-up: no further warm-up or timed run");
    CommandSummary bad = command(written(), "bad");
    assertThat(bad.runs()).isEmpty();
    assertThat(bad.warmupFailures()).containsExactly("warm-up 1: exited with status 3");
  }

  @Test
  void aProgramThatCannotStartIsTriedOnceNotForEveryRun() throws Exception {
    FakeExecutor executor = new FakeExecutor().failsAs("missing", 127);
    assertThat(run(with(plan(Budget.exactly(3), command("missing", "missing $FILENAME")), 0, 3),
        executor)).isEqualTo(1);
    assertThat(executor.programs).containsExactly("missing");
    assertThat(err.toString()).contains("the program could not be started; missing is not run"
        + " again");
  }

  @Test
  void aContendedRunIsSetAsideAndRunAgainABoundedNumberOfTimes() throws Exception {
    FakeExecutor executor = new FakeExecutor().waiting(0.01, 0.5, 0.02, 0.3, 0.3, 0.3, 0.3);
    for (int i = 0; i < 7; i++) {
      executor.passesAs("c", 1.0 + i, ok());
    }
    Plan judged = ordered(plan(Budget.exactly(3), command("c", "c $FILENAME")),
        RunOrder.INTERLEAVED, 1, 5);

    assertThat(run(judged, executor, executor.meter())).isZero();

    CommandSummary c = command(written(), "c");
    assertThat(c.runs()).extracting(RunResult::run).containsExactly(1, 2, 2, 3, 3, 3, 3);
    assertThat(c.runs()).extracting(RunResult::contention).containsExactly(
        Contention.NONE, Contention.SET_ASIDE, Contention.NONE, Contention.SET_ASIDE,
        Contention.SET_ASIDE, Contention.SET_ASIDE, Contention.KEPT_BUSY);
    assertThat(c.runs()).filteredOn(RunResult::counted).extracting(RunResult::seconds)
        .containsExactly(1.0, 3.0, 7.0);
    assertThat(c.counts()).extracting(n -> n.counted(), n -> n.setAside(), n -> n.failed(),
        n -> n.rounds()).containsExactly(3, 4, 0, 3);
    // The first run set aside is said, with what that means; the three others are counted.
    assertThat(err.toString()).contains("WARN: c run 2/3 waited 50.0 % of its time for a CPU that"
        + " other programs held (over --max-wait 5 %): set aside, run again; a run set aside is"
        + " not counted").contains("INFO: c: 3 runs, 4 set aside; ");
    assertThat(err.toString().lines().filter(line -> line.contains("set aside, run again")))
        .hasSize(1);
  }

  @Test
  void withMaxWait100NothingIsJudgedOrRepeated() throws Exception {
    FakeExecutor executor = new FakeExecutor().waiting(1.3, 1.3).always("c", 1.0, ok());
    assertThat(run(plan(Budget.exactly(2), command("c", "c $FILENAME")), executor,
        executor.meter())).isZero();
    CommandSummary c = command(written(), "c");
    assertThat(c.runs()).extracting(RunResult::contention)
        .containsExactly(Contention.NONE, Contention.NONE);
    assertThat(err.toString()).doesNotContain("calmed down").doesNotContain("set aside");
  }

  @Test
  void onAMachineThatNeverCalmsDownRunsStopBeingRepeated() throws Exception {
    // Rounds 1 and 2 stay contended through their three re-runs; from round 3 on, no re-run.
    FakeExecutor executor = new FakeExecutor()
        .waiting(0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5)
        .always("c", 1.0, ok());
    Plan judged = ordered(plan(Budget.exactly(4), command("c", "c $FILENAME")),
        RunOrder.INTERLEAVED, 1, 5);

    assertThat(run(judged, executor, executor.meter())).isZero();

    List<RunResult> runs = command(written(), "c").runs();
    assertThat(runs).extracting(RunResult::run).containsExactly(1, 1, 1, 1, 2, 2, 2, 2, 3, 4);
    assertThat(runs.subList(8, 10)).extracting(RunResult::contention)
        .containsExactly(Contention.KEPT_BUSY, Contention.KEPT_BUSY);
    assertThat(err.toString()).contains("WARN: re-running stops: 2 runs in a row still waited"
        + " over --max-wait after 3 re-runs each");
    // One verdict on the machine, from what happened: rounds 3 and 4 were never re-run.
    String claim = "the machine stayed busy: 4 of 4 runs of c waited more than --max-wait for a"
        + " CPU, 2 after every re-run, 2 not run again once re-running had stopped; they count,"
        + " but were measured on a busy machine";
    assertThat(out.toString()).contains("note: " + claim);
    assertThat(out.toString().indexOf(claim)).isLessThan(out.toString().indexOf("| c "));
    assertThat(err + out.toString()).doesNotContain("calmed down");
    assertThat(written().claims().machine()).extracting(w -> w.figures())
        .containsExactly(new jsonmark.result.Warning.KeptBusy(4, 4, 2L));
  }

  @Test
  void warnsWhenTheFirstRunIsMuchSlowerThanTheRest() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(5.0, ok()).passes(2.0, ok())
        .passes(2.01, ok());
    run(plan(Budget.exactly(3), command("cold", "c $FILENAME")), executor);
    assertThat(err.toString()).contains("WARN: the first run of cold was much slower")
        .contains("--warmup 1");
  }

  @Test
  void measuresTheStartupOnAnEmptyFileBeforeTheTimedRunsAndKeepsItApart() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(0.25, "0").passes(0.35, "0")
        .passes(2.3, ok());
    assertThat(run(with(plan(Budget.exactly(1), command("c", "parse $FILENAME")), 0, 2),
        executor)).isZero();

    CommandSummary c = command(written(), "c");
    assertThat(c.startupRuns()).extracting(RunResult::seconds).containsExactly(0.25, 0.35);
    assertThat(c.runs()).extracting(RunResult::seconds).containsExactly(2.3);
    assertThat(executor.environments.get(0).get("JSONMARK_FILENAME"))
        .endsWith("Simple1Benchmark.1.jackson.100.jsonl")
        .isNotEqualTo(executor.environments.get(2).get("JSONMARK_FILENAME"));
    assertThat(Files.exists(Path.of(executor.environments.get(0).get("JSONMARK_FILENAME"))))
        .as("the empty file is deleted at the end").isFalse();
    assertThat(err.toString()).contains("INFO: c: 1 run; start-up 0.300s, parse ");
  }

  @Test
  void aFailedStartupRunIsOneLineAndDoesNotFailTheCommand() throws Exception {
    FakeExecutor executor = new FakeExecutor().fails(1, "cannot parse nothing")
        .passes(2.0, ok());
    assertThat(run(with(plan(Budget.exactly(1), command("c", "parse $FILENAME")), 0, 3),
        executor)).isZero();

    assertThat(err.toString())
        .contains("ERROR: c start-up 1/3 on an empty file failed: exited with status 1")
        .contains("its start-up is n/a")
        .doesNotContain("  | cannot parse nothing");
    assertThat(command(written(), "c").startupRuns()).hasSize(1);
  }

  /**
   * Exit status 3 with {@code unsupported: <reason>} last (docs/protocol.md), whichever run says
   * it first: a start-up run, a warm-up run, a timed run, or one of runs counted side by side.
   */
  @ParameterizedTest
  @CsvSource({"time, 0, 2, 1", "time, 1, 0, 1", "time, 0, 0, 1", "instructions, 0, 0, 2",
      "instructions, 0, 1, 2"})
  void aProgramThatSaysItIsUnsupportedIsReportedSoNeitherTimedNorFailedInAnyKindOfRun(
      String measure, int warmup, int startup, int jobs) throws Exception {
    String says = "unsupported: a typed model reads no other shape";
    FakeExecutor executor = new FakeExecutor().always("typed", new Execution(3, 0.1,
        Optional.of(says), List.of(says), List.of(), false, Optional.empty(), List.of(),
        List.of()));
    Plan p = plan(Budget.exactly(2), command("typed", "typed $FILENAME"));
    Plan.Schedule s = p.schedule();
    Plan counted = new Plan(p.work(), new Plan.Schedule(s.budget(), warmup, startup, s.timeout(),
        s.order(), s.seed(), s.maxWaitPercent(), jobs),
        new Plan.Measuring(Measure.of(measure), false, Duration.ofMillis(50)), p.checks(),
        p.output());

    assertThat(run(counted, executor)).as(err.toString()).isZero();

    assertThat(executor.programs).filteredOn(program -> program.contains("typed")).hasSize(1);
    CommandSummary typed = command(written(), "typed");
    assertThat(typed.values()).get().extracting(v -> v.outcome())
        .isEqualTo(ValueCheck.Outcome.UNSUPPORTED);
    assertThat(typed.runs()).isEmpty();
    assertThat(typed.startupRuns()).isEmpty();
    assertThat(typed.warmupFailures()).isEmpty();
    assertThat(err.toString()).contains(": unsupported (a typed model reads no other shape);"
        + " not timed, and not run again").doesNotContain("ERROR");
  }

  @Test
  void withPrecisionRunsAreAddedUntilTheIntervalIsNarrowEnough() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok());
    for (double b : new double[] {2.0, 2.4, 2.2, 2.2, 2.2, 2.2, 2.2, 2.2}) {
      executor.passesAs("b", b, ok());
    }
    Plan precise = plan(Budget.exactly(2).withPrecision(10, 600), command("a", "a $FILENAME"),
        command("b", "b $FILENAME"));

    assertThat(run(precise, executor)).isZero();

    // ±218 %, ±25 %, ±13 % after 2, 3 and 4 rounds; ±8.3 % after 5, within 10 %.
    assertThat(command(written(), "b").runs()).hasSize(5);
    assertThat(command(written(), "a").runs()).hasSize(5);
    assertThat(err.toString()).doesNotContain("not reached");
  }

  @Test
  void aFastestCommandThatFailsOutLeavesThePrecisionToTheOthers() throws Exception {
    // "gone" is the fastest for two rounds, then fails twice and stops: the intervals are then
    // against "a", the fastest still running, and b is precise after 5 rounds, not run until
    // --max-time against a command that runs no more.
    FakeExecutor executor = new FakeExecutor().passesAs("gone", 0.5, ok())
        .passesAs("gone", 0.5, ok()).failsAs("gone", 1).failsAs("gone", 1)
        .always("gone", 0.5, ok()).always("a", 1.0, ok());
    for (double b : new double[] {2.0, 2.4, 2.2, 2.2, 2.2}) {
      executor.passesAs("b", b, ok());
    }
    executor.always("b", 3.0, ok());
    Plan precise = plan(Budget.exactly(2).withPrecision(10, 600),
        command("gone", "gone $FILENAME"), command("a", "a $FILENAME"),
        command("b", "b $FILENAME"));

    assertThat(run(precise, executor)).isEqualTo(1);

    assertThat(command(written(), "gone").counts()).extracting(c -> c.counted(), c -> c.failed())
        .containsExactly(2, 2);
    // a runs again, as the reference, from round 5; b narrows against it within a few rounds
    // (against "gone" it stays at ±218 % up to the most runs, 1000).
    assertThat(command(written(), "a").runs()).hasSizeGreaterThan(2);
    assertThat(command(written(), "b").runs()).hasSizeLessThan(20);
  }

  @Test
  void aPrecisionNotReachedInTheTimeAllowedIsSaidWithTheCommand() throws Exception {
    FakeExecutor executor = new FakeExecutor().always("a", 1.0, ok());
    for (double b : new double[] {2.0, 2.4, 2.2}) {
      executor.passesAs("b", b, ok());
    }
    executor.always("b", 2.2, ok());
    Budget noTime = Budget.exactly(3).withPrecision(10, 0);

    assertThat(run(plan(noTime, command("a", "a $FILENAME"), command("b", "b $FILENAME")),
        executor)).isZero();

    assertThat(err.toString()).contains("WARN: --precision not reached: the 95 % interval of b"
        + " against the fastest, a, is ±25.4 %, wider than ±10 %");
    assertThat(command(written(), "b").warnings())
        .map(jsonmark.report.format.WarningText::of)
        .anyMatch(w -> w.startsWith("--precision not reached: the 95 % interval of b against the"
            + " fastest, a, is ±25.4 %, wider than ±10 %"));
  }

  @Test
  void theRecordedCountsAreTheRunsThemselvesInEveryFile() throws Exception {
    FakeExecutor executor = new FakeExecutor().waiting(0.5, 0.01, 0.01, 0.01, 0.01, 0.01)
        .always("a", 1.0, ok()).failsAs("b", 1).always("b", 1.0, ok());
    Plan judged = ordered(plan(Budget.exactly(2), command("a", "a $FILENAME"),
        command("b", "b $FILENAME")), RunOrder.INTERLEAVED, 1, 5);
    run(judged, executor, executor.meter());

    Report report = written();
    String csv = Files.readString(folder().resolve("runs.csv"));
    String markdown = Files.readString(folder().resolve("summary.md"));
    for (CommandSummary c : report.commands()) {
      long rows = csv.lines().filter(line -> line.startsWith("Simple1Benchmark," + c.name() + ","))
          .count();
      assertThat(rows).as(c.name()).isEqualTo(c.runs().size())
          .isEqualTo(c.counts().counted() + c.counts().setAside() + c.counts().failed());
    }
    assertThat(report.commands()).extracting(c -> c.counts().counted()).containsExactly(2, 2);
    assertThat(markdown).contains("budget=2 runs,").doesNotContain("runs=5");
  }

  @Test
  void ctrlCKeepsTheChartsAndPageOfEveryFinishedRound() throws Exception {
    interruptInRoundThree();
    assertThat(folder().resolve("report.html")).isRegularFile();
    assertThat(folder().resolve("time.png")).isRegularFile();
    assertThat(written().rounds()).isEqualTo(2);
  }
}
