package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C during {@code conformance} or {@code serializers} goes through the same interrupt
 * handling as a benchmark run, which names the results folder the subcommand had written to, or
 * says that nothing had been measured yet.
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
        .contains("jsonmark: interrupted by SIGINT; results measured so far are in " + folder)
        .doesNotContain("nothing had been measured yet");
    assertThat(Files.readString(folder.resolve("conformance.md"))).contains("constant");
    assertThat(Jsonmark.gone(grandchild)).as("grandchild ignoring TERM is gone").isTrue();
  }

  /**
   * A signal during the first command, once its first two cases have ended and while the third
   * runs: the folder it names holds those two, and every file says the run was interrupted.
   */
  @ParameterizedTest
  @CsvSource({"INT, 130", "TERM, 143", "HUP, 129", "USR1, 138"})
  void aSignalDuringTheFirstCommandWritesTheCasesThatEnded(String signal, int status)
      throws Exception {
    Path started = tmp.resolve("started");
    List<String> args = List.of("conformance", "--jobs", "1", "--results-dir",
        tmp.resolve("results").toString(), "--name", "third-hangs",
        "case $FILENAME in */whitespace-cr.jsonl) touch " + started + "; sleep 60;; esac; "
            + ConformanceIT.CONSTANT);
    Result r = Jsonmark.signalledOnceStarted(tmp, args, started, signal);

    assertThat(r.status()).as(r.err()).isEqualTo(status);
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(r.err()).contains("jsonmark: interrupted by SIG" + signal
        + "; results measured so far are in " + folder);
    assertThat(Files.readString(folder.resolve("conformance.md")))
        .contains("**Interrupted by SIG" + signal + ": 1 of 1 command checked, the last on 2 of"
            + " the 172 cases; the counts are of the cases that ran.**")
        .containsPattern("\\| compact +\\| must accept +\\| FAIL +\\|")
        .containsPattern("\\| whitespace-cr +\\| must accept +\\| +\\|");
    // The CSV says first, in a '#' line, that the run was interrupted; then the header, 2 cases.
    List<String> csv = Files.readAllLines(folder.resolve("conformance.csv"));
    assertThat(csv).hasSize(1 + 1 + 2);
    assertThat(csv.get(0)).startsWith("# Interrupted by SIG" + signal + ": 1 of 1 command checked");
    assertThat(new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(folder.resolve("conformance.json").toFile()).get("state").toString())
        .isEqualTo("{\"status\":\"interrupted\",\"by\":\"SIG" + signal + "\"}");
  }

  /** A signal before any case ended: no results folder is left, and the driver says why. */
  @ParameterizedTest
  @CsvSource({"TERM, 143", "USR1, 138"})
  void aSignalBeforeAnyCaseEndedLeavesNoFolderAndSaysNothingWasMeasured(String signal,
      int status) throws Exception {
    Path started = tmp.resolve("started");
    List<String> args = List.of("conformance", "--results-dir",
        tmp.resolve("results").toString(), "touch " + started + "; sleep 60; cat $FILENAME");
    Result r = Jsonmark.signalledOnceStarted(tmp, args, started, signal);

    assertThat(r.status()).as(r.err()).isEqualTo(status);
    assertThat(r.err())
        .contains("jsonmark: interrupted by SIG" + signal + "; nothing had been measured yet")
        .doesNotContain("results measured so far");
    try (var left = Files.list(tmp.resolve("results"))) {
      assertThat(left).as("a folder holding no result").isEmpty();
    }
  }

  /**
   * Ctrl-C or SIGTERM while two cases of a stubborn command run side by side, each tree with a
   * grandchild that ignores TERM; every case appends its grandchild's pid to one file, so two
   * pids there also prove that the two ran at once.
   */
  @ParameterizedTest
  @CsvSource({"INT, 130", "TERM, 143"})
  void aSignalWithTwoCasesRunningKillsBothTreesAndStartsNoOther(String signal, int status)
      throws Exception {
    Path pidFile = tmp.resolve("grandchildren.pid");
    List<String> args = List.of("conformance", "--jobs", "2",
        "--results-dir", tmp.resolve("results").toString(), "--name", "constant",
        "--name", "stubborn", ConformanceIT.CONSTANT, FaultsIT.stubbornTreeAppending(pidFile));
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    Process driver = builder.start();
    Jsonmark.awaitLines(pidFile, 2);
    List<Long> grandchildren = Files.readAllLines(pidFile).stream().map(Long::parseLong).toList();
    Jsonmark.signal(driver.pid(), signal);
    Result r = Jsonmark.finish(driver, builder);

    assertThat(r.status()).as(r.err()).isEqualTo(status);
    assertThat(grandchildren).as("two cases running at once").hasSize(2);
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(r.err()).contains("jsonmark: interrupted by SIG" + signal
        + "; results measured so far are in " + folder);
    assertThat(Files.readString(folder.resolve("conformance.md"))).contains("constant");
    for (long grandchild : grandchildren) {
      assertThat(Jsonmark.gone(grandchild)).as("grandchild %d ignoring TERM is gone", grandchild)
          .isTrue();
    }
    assertThat(Files.readAllLines(pidFile)).as("no case started after the signal").hasSize(2);
  }

  @Test
  void ctrlCBeforeTheFirstSerializerBenchmarkEndsSaysSoAndLeavesNoFolder() throws Exception {
    List<String> args = List.of("serializers", "--benchmark", "Simple1Benchmark",
        "--serializer", "jackson", "--records", "200", "--warmup-iterations", "0",
        "--iterations", "1", "--iteration-time", "20s",
        "--results-dir", tmp.resolve("results").toString());
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    Process driver = builder.start();
    awaitInResults(tmp.resolve("results"), "jmh.log");
    List<ProcessHandle> forks = awaitJmhFork(driver);
    Jsonmark.signal(driver.pid(), "INT");
    Result r;
    try {
      r = Jsonmark.finish(driver, builder);
    } finally {
      forks.forEach(ProcessHandle::destroyForcibly); // in case the driver failed to end it
    }

    assertThat(r.status()).isEqualTo(130);
    assertThat(r.err()).contains("jsonmark: interrupted by SIGINT; nothing had been measured yet")
        .doesNotContain("results measured so far", "JMH failed");
    try (var left = Files.list(tmp.resolve("results"))) {
      assertThat(left).as("a folder holding no result").isEmpty();
    }
  }

  @Test
  void ctrlCAfterTheFirstSerializerBenchmarkKeepsItsResults() throws Exception {
    List<String> args = List.of("serializers", "--benchmark", "Simple1Benchmark",
        "--serializer", "jackson", "--serializer", "gson", "--records", "200",
        "--warmup-iterations", "0", "--iterations", "1", "--iteration-time", "1s",
        "--results-dir", tmp.resolve("results").toString());
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    Process driver = builder.start();
    Path summary = awaitInResults(tmp.resolve("results"), "summary.json"); // 1 of 4 ended
    Jsonmark.signal(driver.pid(), "INT");
    Result r = Jsonmark.finish(driver, builder);

    assertThat(r.status()).as(r.err()).isEqualTo(130);
    Path folder = summary.getParent();
    assertThat(r.err())
        .contains("jsonmark: interrupted by SIGINT; results measured so far are in " + folder)
        .doesNotContain("JMH failed");
    assertThat(Files.readString(folder.resolve("summary.md")))
        .contains("| jackson    | fresh buffer |").containsPattern("Measured so far: [1-3] of 4");
    assertThat(Files.readAllLines(folder.resolve("serializers.csv"))).hasSizeBetween(2, 4);
    assertThat(folder.resolve("jmh.json")).as("JMH's JSON, written only by a finished run")
        .doesNotExist();
    assertThat(folder.resolve("jmh.log")).isNotEmptyFile();
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

  /** Waits (up to 2 minutes) until a results folder under {@code results} holds {@code file}. */
  private static Path awaitInResults(Path results, String file) throws Exception {
    for (int i = 0; i < 2400; i++) {
      if (Files.isDirectory(results)) {
        try (var folders = Files.list(results)) {
          List<Path> found = folders.map(folder -> folder.resolve(file))
              .filter(Files::exists).toList();
          if (!found.isEmpty()) {
            return found.get(0);
          }
        }
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no results folder under " + results + " ever held " + file);
  }
}
