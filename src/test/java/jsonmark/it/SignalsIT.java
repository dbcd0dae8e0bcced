package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whatever signal ends the driver, the command's tree ends with it: issue #18, items 11 to 13. */
class SignalsIT {

  @TempDir Path tmp;

  /** A command whose tree has a background child, a detached one and a slow foreground part. */
  private String tree(Path pids) {
    return "echo $$ >> " + pids + "; sleep 60 & echo $! >> " + pids
        + "; setsid sleep 61 & echo $! >> " + pids + "; " + DriverIT.PYTHON_JSON + "; sleep 30";
  }

  private ProcessBuilder driver(Path dir, Path pids) throws Exception {
    ProcessBuilder builder = Jsonmark.builder(dir, ProcessLayerIT.base(tmp.resolve("cache"),
        dir.resolve("results"), "--name", "tree", tree(pids)));
    Files.createDirectories(dir.resolve("tmp"));
    builder.command().add(1, "-Djava.io.tmpdir=" + dir.resolve("tmp"));
    return builder;
  }

  @Test
  void aDefaultFatalSignalEndsTheTreeAndRemovesTheTemporaryFolderBeforeTheDriverExits()
      throws Exception {
    for (String signal : List.of("USR1", "ALRM", "XCPU")) {
      Path dir = Files.createDirectories(tmp.resolve(signal));
      Path pids = dir.resolve("pids");
      ProcessBuilder builder = driver(dir, pids);
      Process driver = builder.start();
      Jsonmark.awaitLines(pids, 3);
      signal(driver.pid(), signal);
      Result r = Jsonmark.finish(driver, builder);
      assertThat(r.status()).as(signal + ": " + r.err()).isEqualTo(128 + number(signal));
      assertAllGone(pids, 1);
      try (var files = Files.list(dir.resolve("tmp"))) {
        assertThat(files.map(p -> p.getFileName().toString()))
            .as(signal).noneMatch(name -> name.startsWith("jsonmark-startup-"));
      }
    }
  }

  @Test
  void theDriverCanBeProfiledWithJfrWhoseSamplerSignalsItsThreads() throws Exception {
    // HotSpot suspends threads for JFR's method sampler with SIGUSR2: a handler of ours on it
    // ended the driver as "interrupted" at JFR's first sample.
    Path dir = Files.createDirectories(tmp.resolve("jfr"));
    ProcessBuilder builder = Jsonmark.builder(dir, ProcessLayerIT.base(tmp.resolve("cache"),
        dir.resolve("results"), "--runs", "3", "--name", "json",
        "sleep 0.5; " + DriverIT.PYTHON_JSON));
    builder.command().add(1, "-XX:StartFlightRecording=filename=" + dir.resolve("driver.jfr")
        + ",settings=profile");
    Result r = Jsonmark.finish(builder.start(), builder);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("interrupted");
    assertThat(dir.resolve("driver.jfr")).isNotEmptyFile();
  }

  @Test
  void aSigkilledDriverTakesItsWholeCommandTreeWithIt() throws Exception {
    Path pids = tmp.resolve("pids");
    ProcessBuilder builder = driver(tmp, pids);
    Process driver = builder.start();
    Jsonmark.awaitLines(pids, 3);
    signal(driver.pid(), "KILL");
    assertThat(driver.waitFor(10, TimeUnit.SECONDS)).isTrue();
    assertAllGone(pids, 10);
  }

  @Test
  void sigquitsThreadDumpGoesToStderrNotIntoTheResultsOnStdout() throws Exception {
    Path started = tmp.resolve("started");
    ProcessBuilder builder = new ProcessBuilder(
        List.of(Jsonmark.ROOT.resolve("jsonmark").toString(), "--benchmark", "Simple1Benchmark",
            "--records", "200", "--cache-dir", tmp.resolve("cache").toString(), "--results-dir",
            tmp.resolve("results").toString(), "--startup-runs", "0", "--name", "slow",
            "touch " + started + "; sleep 3; " + DriverIT.PYTHON_JSON))
        .directory(Jsonmark.ROOT.toFile())
        .redirectOutput(tmp.resolve("out.txt").toFile())
        .redirectError(tmp.resolve("err.txt").toFile());
    Process driver = builder.start();
    for (int i = 0; i < 600 && !Files.exists(started); i++) {
      Thread.sleep(50);
    }
    signal(driver.pid(), "QUIT"); // the launcher execs java: same pid
    Result r = Jsonmark.finish(driver, builder);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("Full thread dump");
    assertThat(r.out()).doesNotContain("Full thread dump").contains("| slow");
  }

  @Test
  void serializersOnSigtermLeavesNoJmhForkRunning() throws Exception {
    ProcessBuilder builder = Jsonmark.builder(tmp, List.of("serializers", "--benchmark",
        "Simple1Benchmark", "--records", "100", "--serializer", "jackson",
        "--warmup-iterations", "1", "--iterations", "30", "--results-dir",
        tmp.resolve("results").toString()));
    Process driver = builder.start();
    Optional<ProcessHandle> fork = Optional.empty();
    for (int i = 0; i < 1200 && fork.isEmpty(); i++) {
      Thread.sleep(50);
      fork = driver.descendants()
          .filter(h -> h.info().commandLine().orElse("").contains("ForkedMain"))
          .findFirst();
    }
    assertThat(fork).as("JMH forked its JVM").isPresent();
    signal(driver.pid(), "TERM");
    Result r = Jsonmark.finish(driver, builder);
    assertThat(r.status()).as(r.err()).isEqualTo(143);
    assertThat(Jsonmark.gone(fork.get().pid())).as("JMH's fork is gone").isTrue();
  }

  @Test
  void aRuntimeProbeThatHangsIsKilledAndNeverChargedToACommand() throws Exception {
    Path bin = Files.createDirectories(tmp.resolve("bin"));
    Path probePids = tmp.resolve("probe-pids");
    Path go = bin.resolve("go");
    Files.writeString(go, "#!/bin/sh\necho $$ >> " + probePids + "\nsleep 100 &\necho $! >> "
        + probePids + "\nwait\n");
    go.toFile().setExecutable(true);
    ProcessBuilder builder = Jsonmark.builder(tmp, ProcessLayerIT.base(tmp.resolve("cache"),
        tmp.resolve("results"), "--name", "first", DriverIT.PYTHON_JSON));
    builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    Result r = Jsonmark.finish(builder.start(), builder);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("left processes running");
    assertThat(Files.readAllLines(probePids)).hasSize(2);
    assertAllGone(probePids, 1);
  }

  @Test
  void ctrlZStopsTheCommandsTreeWithTheDriverAndContinuesItWithTheDriver() throws Exception {
    Path ticks = tmp.resolve("ticks");
    String command = "for i in $(seq 40); do echo x >> " + ticks + "; sleep 0.05; done; "
        + DriverIT.PYTHON_JSON;
    ProcessBuilder builder = Jsonmark.builder(tmp, ProcessLayerIT.base(tmp.resolve("cache"),
        tmp.resolve("results"), "--startup-runs", "0", "--name", "ticker", command));
    // A process group of its own, whose parent is in this session, as a shell's job is: the
    // kernel discards SIGTSTP's stop in an orphaned group, which no shell could continue.
    builder.command().addAll(0, List.of("python3", "-c",
        "import os, sys; os.setpgid(0, 0); os.execvp(sys.argv[1], sys.argv[1:])"));
    Process driver = builder.start();
    Jsonmark.awaitLines(ticks, 4);
    signal(driver.pid(), "TSTP");
    for (int i = 0; i < 100 && state(driver.pid()) != 'T'; i++) {
      Thread.sleep(50);
    }
    assertThat(state(driver.pid())).as("the driver stopped").isEqualTo('T');
    long before = Files.readAllLines(ticks).size();
    Thread.sleep(1000);
    long after = Files.readAllLines(ticks).size();
    signal(driver.pid(), "CONT");
    Result r = Jsonmark.finish(driver, builder);
    assertThat(after - before).as("ticks while the driver was stopped").isZero();
    assertThat(r.status()).as(r.err()).isZero();
    // Every run of it (the read check's run on an empty file, the timed run, a re-run of one set
    // aside) went on to its end: 40 ticks each, none cut short by the stop.
    int lines = Files.readAllLines(ticks).size();
    assertThat(lines).as("the command went on to its end").isGreaterThanOrEqualTo(40);
    assertThat(lines % 40).as("no run was cut short: %d ticks", lines).isZero();
  }

  /** The state letter of {@code pid} in {@code /proc/PID/stat} ('T': stopped). */
  private static char state(long pid) throws Exception {
    String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
    return stat.charAt(stat.lastIndexOf(')') + 2);
  }

  private static void signal(long pid, String signal) throws Exception {
    new ProcessBuilder("kill", "-s", signal, String.valueOf(pid)).start().waitFor();
  }

  private static int number(String signal) throws Exception {
    Process kill = new ProcessBuilder("kill", "-l", signal).start();
    String text = new String(kill.getInputStream().readAllBytes()).strip();
    kill.waitFor();
    return Integer.parseInt(text);
  }

  private static void assertAllGone(Path pids, int seconds) throws Exception {
    for (String pid : Files.readAllLines(pids)) {
      long id = Long.parseLong(pid.strip());
      for (int i = 0; i < seconds * 20 && Jsonmark.alive(id); i++) {
        Thread.sleep(50);
      }
      assertThat(Jsonmark.alive(id)).as("pid " + id + " is gone").isFalse();
    }
  }
}
