package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jsonmark.lifecycle.Cleanup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run beside others is accounted by the shell at its root: its own reads and CPU time, not
 * those of the run ending beside it, and its exit as the command's, a signal's included.
 */
class RootAccountingTest {

  @TempDir Path tmp;

  @Test
  void parsesTheChildrensTimesAndTheShellsReads() {
    String report = "0m0.001000s 0m0.002000s\n1m2.500000s 0m0.250000s\n"
        + "rchar: 1702623\nwchar: 1737\nsyscr: 676\n";
    assertThat(RootAccounting.parse(report)).contains(new RootAccounting.Report(
        new TreeCpu(62.5, 0.25), OptionalLong.of(1_702_623)));
    // bash's times has three decimals; a report without io still has its times.
    assertThat(RootAccounting.parse("0m0.000s 0m0.000s\n0m1.250s 0m0.010s\n")).contains(
        new RootAccounting.Report(new TreeCpu(1.25, 0.01), OptionalLong.empty()));
    assertThat(RootAccounting.parse("")).isEmpty();
    assertThat(RootAccounting.parse("0m0.000s 0m0.000s\ngarbage\n")).isEmpty();
  }

  private Execution run(String script, Path report) throws Exception {
    ShellExecutor executor = new ShellExecutor(new TreeDestroyer(new Cleanup()),
        Subreaper.enable(), new JobControl(() -> { }));
    return executor.execute(new ShellCommand(script, Map.of()), new Executor.Options(
        Optional.empty(), null, Optional.empty(), null,
        Optional.of(report)));
  }

  @Test
  void twoRunsSideBySideEachGetTheirOwnReads() throws Exception {
    Path big = Files.write(tmp.resolve("big"), new byte[3_000_000]);
    Path small = Files.write(tmp.resolve("small"), new byte[10_000]);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      Future<Execution> reading = pool.submit(() -> run("sleep 0.3; cat '" + big
          + "' >/dev/null; sleep 0.3", tmp.resolve("r1")));
      Future<Execution> light = pool.submit(() -> run("sleep 0.1; cat '" + small
          + "' >/dev/null; sleep 0.8", tmp.resolve("r2")));
      long bigReads = reading.get().reads().orElseThrow().bytes();
      long smallReads = light.get().reads().orElseThrow().bytes();
      assertThat(bigReads).isBetween(3_000_000L, 3_500_000L);
      assertThat(smallReads).isBetween(10_000L, 500_000L);
      assertThat(light.get().cpu()).isPresent();
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void theCommandsExitIsTheRunsExitASignalsIncluded() throws Exception {
    assertThat(run("exit 3", tmp.resolve("a")).exitCode()).isEqualTo(3);
    int alone = run("kill -TERM $$", tmp.resolve("b")).exitCode();
    assertThat(alone).isEqualTo(128 + 15);
    assertThat(run("kill -SEGV $$", tmp.resolve("c")).exitCode()).isEqualTo(128 + 11);
  }

  @Test
  void theReportWritingIsNotCountedAsTheCommandsReads() throws Exception {
    // The same wrapped command, accounted by the driver (which reaps the cat that reads the
    // shell's io for the report, and counts its reads: /proc, its libraries' headers) and by
    // the shell (whose figure is taken before that cat is reaped): the shell's is the smaller.
    ShellExecutor executor = new ShellExecutor(new TreeDestroyer(new Cleanup()),
        Subreaper.enable(), new JobControl(() -> { }));
    Execution driver = executor.execute(
        RootAccounting.wrap(new ShellCommand("true", Map.of()), tmp.resolve("d")),
        new Executor.Options(Optional.empty(), null, Optional.empty()));
    Execution rooted = run("true", tmp.resolve("r"));
    assertThat(rooted.exitCode()).isZero();
    assertThat(rooted.reads().orElseThrow().bytes()).isPositive()
        .isLessThan(driver.reads().orElseThrow().bytes() - 800);
    assertThat(Files.readString(tmp.resolve("r"))).contains("rchar:");
  }
}
