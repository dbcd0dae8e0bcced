package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import jsonmark.cli.MainTest.Outcome;
import jsonmark.exec.ProtocolEnvironment;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.stats.Budget;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** hyperfine's options, with its names and meanings, as the plan takes them. */
class HyperfineOptionsTest {

  static final String CMD = "cat $FILENAME";

  /** The plan of {@code args}, after --benchmark Simple1Benchmark. */
  static Plan plan(String... args) {
    CommandLine cli = quietCommandLine();
    String[] all = new String[args.length + 2];
    all[0] = "--benchmark";
    all[1] = "Simple1Benchmark";
    System.arraycopy(args, 0, all, 2, args.length);
    cli.parseArgs(all);
    return PlanBuilder.plan(cli.getCommand());
  }

  /** The driver's command line, writing nowhere: to parse arguments without running them. */
  static CommandLine quietCommandLine() {
    return Main.commandLine(new Context(
        new Log(new PrintWriter(new StringWriter()), Log.Level.INFO),
        new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), null,
        new Interrupts(new Cleanup()), Map.of(), List.of()));
  }

  static Outcome run(String... args) {
    String[] all = new String[args.length + 2];
    all[0] = "--benchmark";
    all[1] = "Simple1Benchmark";
    System.arraycopy(args, 0, all, 2, args.length);
    return jsonmark(all);
  }

  @Test
  void minRunsRaisesTheLeastNumberOfRunsAndKeepsTheRest() {
    Budget budget = plan("-m", "20", CMD).schedule().budget();
    assertThat(budget.minRuns()).isEqualTo(20);
    assertThat(budget.maxRuns()).isEqualTo(Budget.MAX_RUNS);
    assertThat(budget.minSeconds()).isEqualTo(Budget.MIN_SECONDS);
    assertThat(budget.runs()).isEmpty();
  }

  @Test
  void maxRunsBoundsTheRunsAndLowersTheLeastWhenItWouldCrossIt() {
    Budget budget = plan("--max-runs", "3", CMD).schedule().budget();
    assertThat(budget.maxRuns()).isEqualTo(3);
    assertThat(budget.minRuns()).isEqualTo(3);
    Budget both = plan("--min-runs", "2", "-M", "8", CMD).schedule().budget();
    assertThat(both.minRuns()).isEqualTo(2);
    assertThat(both.maxRuns()).isEqualTo(8);
  }

  @Test
  void runBoundsAreCheckedAgainstEachOtherAndRuns() {
    assertThat(run("-m", "5", "-M", "2", CMD).err())
        .contains("--min-runs 5 is more than --max-runs 2");
    Outcome withRuns = run("--runs", "3", "-M", "2", CMD);
    assertThat(withRuns.status()).isEqualTo(2);
    assertThat(withRuns.err()).contains("--runs 3 is the exact number of runs; leave out"
        + " --max-runs");
    assertThat(run("-m", "0", CMD).err()).contains("--min-runs must be at least 1, not 0");
  }

  @Test
  void parametersMakeOneCommandPerValueEachRecordingItsValue() {
    Plan plan = plan("-P", "n", "1", "2", "--name", "cat-{n}", "cat $FILENAME # {n}");
    assertThat(plan.work().commands()).extracting(c -> c.name()).containsExactly("cat-1", "cat-2");
    assertThat(plan.work().commands()).extracting(c -> c.template().text())
        .containsExactly("cat $FILENAME # 1", "cat $FILENAME # 2");
    assertThat(plan.work().commands().get(1).parameters()).isEqualTo(Map.of("n", "2"));
    Outcome bad = run("-L", "x y", "1,2", CMD);
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err()).contains("--parameter-list 'x y': a parameter's name is letters");
  }

  @Test
  void hyperfinesShortWarmupAndNameWork() {
    Plan plan = plan("-w", "2", "-n", "c", CMD);
    assertThat(plan.schedule().warmup()).isEqualTo(2);
    assertThat(plan.work().commands().get(0).name()).isEqualTo("c");
  }

  @Test
  void envSetsItsVariablesForEveryCommandAndRefusesTheProtocols() {
    Plan plan = plan("--env", "FOO=a=b", "--env", "BAR=", CMD, "cat $FILENAME # 2");
    assertThat(plan.work().commands()).allSatisfy(c -> assertThat(c.environment())
        .isEqualTo(Map.of("FOO", "a=b", "BAR", "")));
    jsonmark.exec.ShellCommand shell =
        plan.work().commands().get(0).render(java.nio.file.Path.of("/data/x.jsonl"), "B");
    assertThat(shell.environment()).containsEntry("FOO", "a=b")
        .containsEntry("JSONMARK_FILENAME", "/data/x.jsonl");
    assertThat(run("--env", "NOVALUE", CMD).err())
        .contains("--env 'NOVALUE' must be NAME=VALUE");
    assertThat(run("--env", "JSONMARK_FILENAME=/etc/passwd", CMD).err())
        .contains("--env JSONMARK_FILENAME: the driver sets JSONMARK_FILENAME for every run");
  }

  @Test
  void everyVariableTheDriverSetsInEveryRunIsRefusedTheSameWayNamingItAndWhy() {
    assertThat(ProtocolEnvironment.RESERVED.keySet())
        .containsAll(ProtocolEnvironment.VARIABLES).contains("JSONMARK_DRIVER");
    ProtocolEnvironment.RESERVED.forEach((name, holds) -> {
      Outcome r = run("--env", name + "=1", CMD);
      assertThat(r.status()).as(name).isEqualTo(2);
      assertThat(r.err().lines().findFirst()).as(name).contains("jsonmark: --env " + name
          + ": the driver sets " + name + " for every run (" + holds + "); give another"
          + " variable");
    });
    assertThat(run("--env", "JSONMARK_DRIVER=0000000001", CMD).err())
        .contains("(its mark on every process it starts, by which it stops those that outlive"
            + " it)");
  }

  @Test
  void hooksAreOneForAllOrOnePerCommandWithTheParametersReplaced() {
    Plan plan = plan("--prepare", "sync", "--setup", "make {n}", "-L", "n", "1,2", CMD);
    assertThat(plan.checks().hooks().prepare(1)).contains("sync");
    assertThat(plan.checks().hooks().setup(0)).contains("make 1");
    assertThat(plan.checks().hooks().setup(1)).contains("make 2");
    assertThat(plan.checks().hooks().cleanup(0)).isEmpty();
    Plan each = plan("--conclude", "x", "--conclude", "y", CMD, "cat $FILENAME # 2");
    assertThat(each.checks().hooks().conclude(1)).contains("y");
    Outcome wrong = run("--prepare", "a", "--prepare", "b", CMD);
    assertThat(wrong.status()).isEqualTo(2);
    assertThat(wrong.err()).contains("--prepare is given 2 times for 1 commands: give one for"
        + " all, or one per DESERIALIZER_CMD in their order");
  }
}
