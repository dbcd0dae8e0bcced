package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A command with no shell syntax runs without /bin/sh, and everything else works as before. */
class DirectRunIT {

  static final String PYTHON_JSON = DriverIT.PYTHON_JSON;

  /**
   * A deserializer that starts no process of its own, and lasts: the interpreter itself, since
   * {@code python3} on PATH may be a wrapper script (pyenv's shim runs bash and more).
   */
  static String steady() throws Exception {
    Process p = new ProcessBuilder("python3", "-c", "import sys; print(sys.executable)").start();
    String python = new String(p.getInputStream().readAllBytes()).strip();
    assertThat(p.waitFor()).isZero();
    return python + " -c \"import json, sys, time; time.sleep(0.4); print(sum("
        + "r['integer_1'] + r['integer_2'] for r in map(json.loads, open(sys.argv[1]))))\""
        + " $FILENAME";
  }

  /** Starts a child that sleeps, records both pids, then sleeps itself: a tree to be killed. */
  static final String SPAWNER = String.join("\n",
      "import os, subprocess, sys, time",
      "child = subprocess.Popen(['sleep', '60'])",
      "with open(sys.argv[1], 'a') as f:",
      "    f.write('%d\\n%d\\n' % (os.getpid(), child.pid))",
      "time.sleep(60)",
      "");

  @TempDir Path tmp;

  List<String> args(String... more) {
    List<String> args = new ArrayList<>(List.of(
        "--benchmark", "Simple1Benchmark", "--records", "500",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()));
    args.addAll(Arrays.asList(more));
    return args;
  }

  Result jsonmark(String... more) throws Exception {
    return Jsonmark.run(tmp, args(more).toArray(String[]::new));
  }

  @Test
  void aPlainCommandRunsDirectlyWithNoShellInItsProfiledTree() throws Exception {
    String steady = steady();
    Result r = jsonmark("--profile", "--name", "py", steady);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("INFO: py runs directly (no shell)").contains("start-up");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(maxProcesses(folder.resolve("profile/py-1.csv"))).isEqualTo(1);
    assertThat(command(folder).get("shell").asBoolean()).isFalse();
    assertThat(Files.readString(folder.resolve("summary.md")))
        .contains("- py: `" + steady + "` (run directly, no shell)");
  }

  @Test
  void shellAlwaysRunsThePlainCommandUnderShAsBefore() throws Exception {
    Result r = jsonmark("--profile", "--shell", "always", "--name", "py", steady());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("INFO: py runs through /bin/sh -c (--shell always)");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(maxProcesses(folder.resolve("profile/py-1.csv"))).isEqualTo(2);
    assertThat(command(folder).get("shell").asBoolean()).isTrue();
  }

  @Test
  void aCommandWithShellSyntaxSaysWhyItRunsThroughTheShell() throws Exception {
    Result r = jsonmark("--name", "piped", PYTHON_JSON + " | cat");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("INFO: piped runs through /bin/sh -c: it uses shell syntax (|)");
  }

  @Test
  void shellNoneRefusesAPipeWithAUsageError() throws Exception {
    for (String none : List.of("--shell=none", "-N")) {
      Result r = jsonmark(none, "cat $FILENAME | wc -l");
      assertThat(r.status()).as(r.err()).isEqualTo(2);
      assertThat(r.err())
          .contains("DESERIALIZER_CMD 'cat $FILENAME | wc -l' needs /bin/sh, which --shell none"
              + " forbids: it uses shell syntax (|)")
          .doesNotContain("at jsonmark.");
    }
    Result bad = jsonmark("--shell", "never", PYTHON_JSON);
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err()).contains("must be auto, always or none, not 'never'");
  }

  @Test
  void aMissingProgramIsTriedOnceAndSaysItWasNotFound() throws Exception {
    Result r = jsonmark("--runs", "3", "--name", "missing", "--name", "good",
        "no-such-deserializer $FILENAME", "python3 deserializers/python/main.py json $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err())
        .contains("could not start: no-such-deserializer: not found on PATH")
        .contains("the program could not be started; missing is not run again")
        .doesNotContain("at jsonmark.");
    // Once before any run, once where it failed, once in the closing line that says which
    // commands failed.
    assertThat(r.err().split("not found on PATH", -1)).hasSize(4);
    assertThat(r.err()).contains("1 of 2 commands failed: 'missing' had no timed run");
  }

  @Test
  void aTimeoutKillsTheDirectCommandsWholeTree() throws Exception {
    Path pids = tmp.resolve("pids");
    Path script = Files.writeString(tmp.resolve("spawner.py"), SPAWNER);
    Result r = jsonmark("--startup-runs", "0", "--timeout", "3", "--name", "tree",
        "python3 " + script + " " + pids + " $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).contains("INFO: tree runs directly (no shell)")
        .contains("tree run 1/1 failed: timed out after 3 s (its process tree was killed)");
    assertAllGone(pids);
  }

  @Test
  void ctrlCKillsTheDirectCommandsWholeTree() throws Exception {
    Path pids = tmp.resolve("pids");
    Path script = Files.writeString(tmp.resolve("spawner.py"), SPAWNER);
    ProcessBuilder builder = Jsonmark.builder(tmp, args("--startup-runs", "0", "--name", "tree",
        "python3 " + script + " " + pids + " $FILENAME"));
    Process driver = builder.start();
    for (int i = 0; i < 1200 && (!Files.exists(pids) || Files.readAllLines(pids).size() < 2);
        i++) {
      Thread.sleep(50);
    }
    assertThat(Files.readAllLines(pids)).hasSize(2);
    Jsonmark.signal(driver.pid(), "INT");
    Result r = Jsonmark.finish(driver, builder);
    assertThat(r.status()).as(r.err()).isEqualTo(130);
    assertAllGone(pids);
  }

  @Test
  void aDaemonThatADirectCommandDetachesIsAdoptedKilledAndNamed() throws Exception {
    Path script = Files.writeString(tmp.resolve("daemon.py"), String.join("\n",
        "import json, os, sys",
        "if os.fork() == 0:",
        "    os.setsid()",
        "    if os.fork() == 0:",
        "        os.execvp('sleep', ['sleep', '1003'])",
        "    os._exit(0)",
        "os.wait()",
        "print(sum(r['integer_1'] + r['integer_2'] for r in map(json.loads, open(sys.argv[1]))))",
        ""));
    Result r = jsonmark("--startup-runs", "0", "--name", "daemon", "python3 " + script
        + " $FILENAME");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("INFO: daemon runs directly (no shell)")
        .contains("daemon run 1/1 left processes running after it exited; they were killed: pid ")
        .contains("(sleep 1003)");
    Matcher pid = Pattern.compile("pid (\\d+) \\(sleep 1003\\)").matcher(r.err());
    assertThat(pid.find()).isTrue();
    assertThat(Jsonmark.gone(Long.parseLong(pid.group(1)))).isTrue();
  }

  private static void assertAllGone(Path pids) throws Exception {
    List<String> lines = Files.readAllLines(pids);
    assertThat(lines).hasSize(2);
    for (String pid : lines) {
      assertThat(Jsonmark.gone(Long.parseLong(pid.strip()))).as("pid " + pid + " is gone")
          .isTrue();
    }
  }

  /** The most processes one sample of the run's tree counted. */
  private static int maxProcesses(Path profileCsv) throws Exception {
    return Files.readAllLines(profileCsv).stream().skip(1)
        .mapToInt(line -> Integer.parseInt(line.substring(line.lastIndexOf(',') + 1).strip()))
        .max().orElseThrow();
  }

  private static JsonNode command(Path folder) throws Exception {
    return new ObjectMapper().readTree(folder.resolve("summary.json").toFile()).get("commands")
        .get(0);
  }
}
