package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.plan.Exports;
import jsonmark.plan.Hooks;
import jsonmark.plan.Plan;
import jsonmark.report.Fixtures;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.stats.Budget;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** hyperfine's --setup, --prepare, --conclude and --cleanup around the runs, in their order. */
class HooksTest {

  @TempDir Path cache;
  final StringWriter err = new StringWriter();
  String ok;

  @BeforeEach
  void writeDataOnce() throws Exception {
    Plan only = plan(RunOrder.INTERLEAVED, 0, Hooks.none());
    only = only.with(new Plan.Work(List.of(), only.work().workloads(), only.work().cacheDir(),
        true));
    assertThat(run(only, new FakeExecutor())).isZero();
    ok = "" + new com.fasterxml.jackson.databind.ObjectMapper().readTree(
        cache.resolve("Simple1Benchmark.1.jackson.100.jsonl.meta.json").toFile())
        .get("holds").get("checksum").asLong();
  }

  Plan plan(RunOrder order, int warmup, Hooks hooks) {
    return new Plan(
        new Plan.Work(List.of(new LabelledCommand("a", new CommandTemplate("parse-a $FILENAME")),
            new LabelledCommand("b", new CommandTemplate("parse-b $FILENAME"))),
            List.of(BenchmarkRunTest.workload()), Optional.of(cache), false),
        new Plan.Schedule(Budget.exactly(2), warmup, 0, Optional.empty(), order, 1, 100, 1),
        new Plan.Measuring(Measure.TIME, false, Duration.ofMillis(50)),
        new Plan.Checks(false, false, hooks),
        new Plan.Output(cache.resolve("results"), Exports.none(), RowOrder.MEAN_TIME,
            Optional.empty()));
  }

  int run(Plan plan, FakeExecutor executor) throws Exception {
    return new BenchmarkRun(plan, BenchmarkRunTest.workload(), executor,
        new BenchmarkRun.Setting(new Log(new PrintWriter(err, true), Log.Level.INFO),
            new PrintWriter(new StringWriter(), true), null, new Interrupts(new Cleanup()),
            Optional.of(Fixtures.environment()), Fixtures.provenance(), Optional.empty(), WaitMeter.none(),
            new DriverSettle(() -> -1, d -> {}), Optional.empty()))
        .run(Optional.empty());
  }

  FakeExecutor passing() {
    return new FakeExecutor().always("parse-a", 1.0, ok).always("parse-b", 1.0, ok)
        .always("hook", 0.1, "");
  }

  @Test
  void sequentialRunsEachCommandBetweenItsSetupAndCleanupWithPrepareAndConcludeAroundEachRun()
      throws Exception {
    FakeExecutor executor = passing();
    Hooks hooks = new Hooks(List.of("hook prepare-a", "hook prepare-b"),
        List.of("hook conclude", "hook conclude"), List.of("hook setup", "hook setup"),
        List.of("hook cleanup", "hook cleanup"));
    assertThat(run(plan(RunOrder.SEQUENTIAL, 1, hooks), executor)).isZero();
    assertThat(executor.commands).containsExactly(
        "hook setup", "hook prepare-a", "parse-a \"${JSONMARK_FILENAME}\"", "hook conclude",
        "hook prepare-a", "parse-a \"${JSONMARK_FILENAME}\"", "hook conclude",
        "hook prepare-a", "parse-a \"${JSONMARK_FILENAME}\"", "hook conclude", "hook cleanup",
        "hook setup", "hook prepare-b", "parse-b \"${JSONMARK_FILENAME}\"", "hook conclude",
        "hook prepare-b", "parse-b \"${JSONMARK_FILENAME}\"", "hook conclude",
        "hook prepare-b", "parse-b \"${JSONMARK_FILENAME}\"", "hook conclude", "hook cleanup");
  }

  @Test
  void aFailedPrepareStopsItsCommandAndFailsTheRunWhileTheOtherGoesOn() throws Exception {
    FakeExecutor executor = passing().failsAs("broken", 3);
    Hooks hooks = new Hooks(List.of("broken prepare", "hook prepare"), List.of(), List.of(),
        List.of());
    assertThat(run(plan(RunOrder.SEQUENTIAL, 0, hooks), executor)).isEqualTo(1);
    assertThat(executor.programs).containsExactly("broken", "hook", "parse-b", "hook",
        "parse-b");
    assertThat(err.toString()).contains("a: --prepare 'broken prepare' exited with status 3;"
        + " no further run of a");
  }
}
