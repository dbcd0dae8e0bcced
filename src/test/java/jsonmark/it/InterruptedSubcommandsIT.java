package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C during {@code conformance} or {@code serializers} goes through the same interrupt
 * handling as a benchmark run, which names the results folder the subcommand had written to.
 */
class InterruptedSubcommandsIT {

  @TempDir Path tmp;

  @Test
  void ctrlCDuringConformanceSaysWhereTheResultsSoFarAre() throws Exception {
    Path pidFile = tmp.resolve("grandchild.pid");
    List<String> args = List.of("conformance", "--results-dir", tmp.resolve("results").toString(),
        "--name", "constant", "--name", "stubborn", ConformanceIT.CONSTANT,
        FaultsIT.stubbornTree(pidFile));
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    Process driver = builder.start();
    long grandchild = FaultsIT.readPid(pidFile); // the second command is running its first case
    Jsonmark.signal(driver.pid(), "INT");
    Result r = Jsonmark.finish(driver, builder);

    assertThat(r.status()).isEqualTo(130);
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(r.err())
        .contains("jsonmark: interrupted; results measured so far are in " + folder)
        .doesNotContain("nothing had been measured yet");
    assertThat(Files.readString(folder.resolve("conformance.md"))).contains("constant");
    assertThat(Jsonmark.gone(grandchild)).as("grandchild ignoring TERM is gone").isTrue();
  }

  @Test
  void ctrlCDuringSerializersSaysWhereTheResultsSoFarAre() throws Exception {
    List<String> args = List.of("serializers", "--benchmark", "Simple1Benchmark",
        "--serializer", "jackson", "--records", "200", "--warmup-iterations", "0",
        "--iterations", "1", "--iteration-time", "20s",
        "--results-dir", tmp.resolve("results").toString());
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    Process driver = builder.start();
    Path jmhLog = awaitJmhLog(tmp.resolve("results"));
    List<ProcessHandle> forks = awaitJmhFork(driver);
    Jsonmark.signal(driver.pid(), "INT");
    Result r;
    try {
      r = Jsonmark.finish(driver, builder);
    } finally {
      forks.forEach(ProcessHandle::destroyForcibly); // JMH's fork is not the driver's to kill yet
    }

    assertThat(r.status()).isEqualTo(130);
    assertThat(r.err())
        .contains("jsonmark: interrupted; results measured so far are in " + jmhLog.getParent())
        .doesNotContain("nothing had been measured yet");
  }

  /** Waits (up to 60 s) until JMH has forked its JVM, which the test must end itself. */
  private static List<ProcessHandle> awaitJmhFork(Process driver) throws Exception {
    for (int i = 0; i < 1200; i++) {
      List<ProcessHandle> forks = driver.descendants()
          .filter(p -> p.info().commandLine().orElse("").contains("ForkedMain"))
          .toList();
      if (!forks.isEmpty()) {
        return forks;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("JMH never forked");
  }

  /** Waits (up to 60 s) until JMH has started writing its log into the results folder. */
  private static Path awaitJmhLog(Path results) throws Exception {
    for (int i = 0; i < 1200; i++) {
      if (Files.isDirectory(results)) {
        try (var folders = Files.list(results)) {
          List<Path> logs = folders.map(folder -> folder.resolve("jmh.log"))
              .filter(Files::exists).toList();
          if (!logs.isEmpty()) {
            return logs.get(0);
          }
        }
      }
      Thread.sleep(50);
    }
    throw new AssertionError("JMH never started writing jmh.log under " + results);
  }
}
