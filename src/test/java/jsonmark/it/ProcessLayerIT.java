package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

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

/** No process escapes the driver, and no path is ever executed: issue #12, end to end. */
class ProcessLayerIT {

  static final String PYTHON_JSON = DriverIT.PYTHON_JSON;
  static final Pattern NAMED_PID = Pattern.compile("pid (\\d+) \\(sleep (\\d+)\\)");

  @TempDir Path tmp;

  List<String> base(Path cache, String... more) {
    return base(cache, tmp.resolve("results"), more);
  }

  static List<String> base(Path cache, Path results, String... more) {
    List<String> args = new ArrayList<>(List.of(
        "--benchmark", "Simple1Benchmark", "--records", "200",
        "--cache-dir", cache.toString(), "--results-dir", results.toString()));
    args.addAll(Arrays.asList(more));
    return args;
  }

  @Test
  void ctrlCDuringEachRunOfAMultiRunLoopLeavesNoProcessAndStartsNoFurtherRun()
      throws Exception {
    // One driver per run of the three: each is interrupted while that run's tree is up (its
    // pids are written, its sleep 1 still to come), so every assertion holds on every machine.
    for (int run = 1; run <= 3; run++) {
      Path dir = Files.createDirectories(tmp.resolve("run-" + run));
      Path pids = dir.resolve("pids");
      // The read check's one run on an empty file (after run 1: no start-up runs) adds no pid.
      String command = "[ -s $FILENAME ] || { echo 0; exit 0; }; echo $$ >> " + pids
          + "; sleep 60 & echo $! >> " + pids + "; setsid sleep 61 & echo $! >> " + pids + "; "
          + PYTHON_JSON + "; sleep 1";
      List<String> args = base(tmp.resolve("cache"), dir.resolve("results"), "--runs", "3",
          "--startup-runs", "0", "--profile", "--name", "tree", command);
      ProcessBuilder builder = Jsonmark.builder(dir, args);
      Process driver = builder.start();
      Jsonmark.awaitLines(pids, 3 * run);
      Thread.sleep(300);
      Jsonmark.signal(driver.pid(), "INT");
      Result r = Jsonmark.finish(driver, builder);

      for (String pid : Files.readAllLines(pids).stream().filter(l -> !l.isBlank()).toList()) {
        assertThat(Jsonmark.gone(Long.parseLong(pid.strip()))).as("pid " + pid + " is gone")
            .isTrue();
      }
      assertThat(r.status()).as(r.err()).isEqualTo(130);
      int message = r.err().indexOf("jsonmark: interrupted by SIGINT;");
      assertThat(message).as(r.err()).isNotNegative();
      assertThat(r.err().substring(message)).doesNotContain("Running");
      if (run > 1) {
        // Every run finished before the signal is kept, and the files link only what exists.
        assertThat(r.err()).contains("results measured so far are in");
        Path folder = Jsonmark.onlyResultsFolder(dir.resolve("results"));
        assertThat(Files.readAllLines(folder.resolve("runs.csv")).stream()
            .filter(l -> !l.startsWith("#")).count() - 1)
            .isGreaterThanOrEqualTo(run - 1);
        assertRunsAllPassed(folder.resolve("runs.csv"));
        assertLinkedChartsExist(folder);
      }
    }
  }

  private static void assertRunsAllPassed(Path runsCsv) throws Exception {
    if (!Files.exists(runsCsv)) {
      return;
    }
    // An unfinished run's runs.csv says so first, in one '#' line above its header.
    List<String> lines = Files.readAllLines(runsCsv).stream().filter(l -> !l.startsWith("#"))
        .toList();
    int exitCode = Arrays.asList(lines.get(0).split(",")).indexOf("exit_code");
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split(",");
      assertThat(cells[exitCode]).as("a run the driver killed is no failure: " + line)
          .isEqualTo("0");
    }
  }

  private static void assertLinkedChartsExist(Path folder) throws Exception {
    if (!Files.exists(folder.resolve("summary.md"))) {
      return; // interrupted during the first run: nothing was written
    }
    Matcher links = Pattern.compile("\\]\\(([^)]+\\.png)\\)")
        .matcher(Files.readString(folder.resolve("summary.md")));
    while (links.find()) {
      assertThat(folder.resolve(links.group(1))).exists();
    }
  }

  @Test
  void aSetsidDaemonIsProfiledKilledAndNamed() throws Exception {
    Result r = Jsonmark.run(tmp, base(tmp.resolve("cache"), "--profile",
        "--name", "daemon", "setsid nohup sleep 1001 >/dev/null 2>&1 & " + PYTHON_JSON,
        "--name", "holds-stdout", "setsid sleep 1004 & " + PYTHON_JSON)
        .toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("daemon run 1/1 left processes running after it exited; they were killed: pid ")
        .contains("(sleep 1001)")
        .contains("holds-stdout run 1/1 left processes running after it exited")
        .contains("(sleep 1004)");
    assertNamedSleepsAreGone(r.err(), 2);
  }

  @Test
  void aDoubleForkedProcessIsKilledAndNamed() throws Exception {
    Result r = Jsonmark.run(tmp, base(tmp.resolve("cache"),
        "--name", "double-fork", "(sh -c 'sleep 1002 &'); " + PYTHON_JSON)
        .toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("double-fork run 1/1 left processes running after it exited; they were killed")
        .contains("(sleep 1002)");
    assertNamedSleepsAreGone(r.err(), 1);
  }

  private static void assertNamedSleepsAreGone(String err, int expected) throws Exception {
    Matcher named = NAMED_PID.matcher(err);
    int seen = 0;
    while (named.find()) {
      seen++;
      assertThat(Jsonmark.gone(Long.parseLong(named.group(1)))).as(named.group()).isTrue();
    }
    assertThat(seen).isEqualTo(expected);
  }

  @Test
  void aFastChainOfDetachedProcessesIsFrozenKilledAndNamed() throws Exception {
    Path pids = tmp.resolve("chain-pids");
    Path chain = tmp.resolve("chain.sh");
    // Each link records itself, starts the next in a session of its own and exits at once.
    Files.writeString(chain, String.join("\n",
        "echo $$ >> " + pids,
        "[ \"$1\" -gt 0 ] && setsid sh \"$0\" $(($1 - 1)) &",
        "exit 0", ""));
    // No chain on the empty file: how far it gets before it is frozen varies by thousands of
    // links, whose reads dwarf the 66 kB file, so an empty-file baseline with one would fail the
    // run.
    Result r = Jsonmark.run(tmp, base(tmp.resolve("cache"), "--startup-runs", "0",
        "--name", "chain", "[ -s $FILENAME ] || { echo 0; exit 0; }; sh " + chain
            + " 3000 >/dev/null 2>&1; " + PYTHON_JSON)
        .toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("chain run 1/1 left processes running after it exited; they were killed: pid ")
        .contains(chain + " ");
    long links = Files.readAllLines(pids).size();
    Thread.sleep(1000);
    List<String> after = Files.readAllLines(pids);
    assertThat(after).as("the chain grew after the driver exited").hasSize((int) links);
    assertThat(links).as("the chain was cut short").isLessThan(2 * 3001);
    for (String pid : after) {
      assertThat(Jsonmark.gone(Long.parseLong(pid.strip()))).as("pid " + pid).isTrue();
    }
  }

  @Test
  void aRunLongerThanTheTimeoutFailsEvenWhenItEndsBeforeTheWatchdogActs() throws Exception {
    Result r = Jsonmark.run(tmp, base(tmp.resolve("cache"), "--timeout", "0.001", "--runs", "5",
        "--name", "quick", "cat $FILENAME > /dev/null; echo 10145").toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    // Every run it was given failed as timed out; the second failure confirmed the first.
    assertThat(r.err()).contains("quick run 1/5 failed: timed out")
        .contains("quick run 2/5 failed: timed out")
        .contains("quick is stopped after 2 failed runs")
        .doesNotContain("quick run 3/5")
        .doesNotContain("quick run 1/5 passed");
  }

  @Test
  void everyPlaceholderFormPassesAHostilePathAsExactlyOneArgumentAndRunsNothingInIt()
      throws Exception {
    Path cache = tmp.resolve("c a'b\"c $(touch pwned) `touch pwned2`; touch pwned3 ${HOME} x");
    Path script = tmp.resolve("argv.py");
    Files.writeString(script, String.join("\n",
        "import json, sys",
        "json.dump(sys.argv[2:], open(sys.argv[1], 'w'))",
        "total = 0",
        "for line in open(sys.argv[-1]):",
        "    r = json.loads(line); total += r['integer_1'] + r['integer_2']",
        "print(total)", ""));
    List<String> forms =
        List.of("$FILENAME", "\"$FILENAME\"", "'$FILENAME'", "${FILENAME}", "\"${FILENAME}\"");
    List<String> args = base(cache);
    for (int i = 0; i < forms.size(); i++) {
      args.addAll(List.of("--name", "form" + i,
          "python3 " + script + " " + tmp.resolve("argv" + i + ".json") + " " + forms.get(i)));
    }
    Result r = Jsonmark.run(tmp, args.toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isZero();
    // Commands get the file read-only in a private folder of the cache (see ReadOnlyData).
    String data = cache.resolve(".jsonmark-readonly-").toString();
    for (int i = 0; i < forms.size(); i++) {
      List<Object> argv = new ObjectMapper().readValue(tmp.resolve("argv" + i + ".json").toFile(),
          new com.fasterxml.jackson.core.type.TypeReference<List<Object>>() {});
      assertThat(argv).as(forms.get(i)).singleElement().asString()
          .startsWith(data).endsWith("/Simple1Benchmark.1.jackson.200.jsonl");
    }
    for (Path dir : List.of(tmp, Jsonmark.ROOT, cache)) {
      try (var files = Files.list(dir)) {
        assertThat(files.map(p -> p.getFileName().toString()))
            .as("nothing in the path ran, in " + dir).noneMatch(n -> n.startsWith("pwned"));
      }
    }
  }

  @Test
  void anIntervalBelowTheFloorIsAUsageErrorNamingTheFloor() throws Exception {
    Result r = Jsonmark.run(tmp, base(tmp.resolve("cache"), "--profile", "--interval", "1",
        PYTHON_JSON).toArray(String[]::new));
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("--interval must be at least 20 milliseconds")
        .doesNotContain("Exception");
  }

  @Test
  void theProtocolsVariablesLeftInTheUsersEnvironmentNeverReachARun() throws Exception {
    String command = "test -z \"$JSONMARK_VALIDATE\""
        + " || { echo \"JSONMARK_VALIDATE=$JSONMARK_VALIDATE reached the run\" >&2; exit 7; };"
        + " test \"$JSONMARK_BENCHMARK\" = Simple1Benchmark || exit 8; " + PYTHON_JSON;
    ProcessBuilder builder = Jsonmark.builder(tmp,
        base(tmp.resolve("cache"), "--startup-runs", "1", "--warmup", "1", "--name", "clean",
            command));
    builder.environment().putAll(java.util.Map.of("JSONMARK_VALIDATE", "1",
        "JSONMARK_BENCHMARK", "Twitter1Benchmark", "JSONMARK_FILENAME", "/nonexistent"));
    Result r = Jsonmark.finish(builder.start(), builder);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("reached the run");
  }
}
