package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the driver does when commands misbehave or the user interrupts it. */
class FaultsIT {

  static final String PYTHON_JSON = DriverIT.PYTHON_JSON;

  @TempDir Path tmp;

  List<String> base(int records) {
    return new ArrayList<>(List.of(Jsonmark.small(tmp, records)));
  }

  /** A command whose grandchild ignores SIGTERM and writes its pid to {@code pidFile}. */
  static String stubbornTree(Path pidFile) {
    return stubbornTree(pidFile, ">");
  }

  /** The same, appending the pid to {@code pidFile}: for several trees at once. */
  static String stubbornTreeAppending(Path pidFile) {
    return stubbornTree(pidFile, ">>");
  }

  private static String stubbornTree(Path pidFile, String redirect) {
    return "sh -c 'sh -c \"trap \\\"\\\" TERM; exec sleep 120\" & echo $! " + redirect + " "
        + pidFile + "; wait' $FILENAME";
  }

  static long readPid(Path pidFile) throws Exception {
    // Up to 60 s: on a loaded machine the second command's start can take 20 s.
    for (int i = 0; i < 1200 && (!Files.exists(pidFile) || Files.readString(pidFile).isBlank());
        i++) {
      Thread.sleep(50);
    }
    return Long.parseLong(Files.readString(pidFile).strip());
  }

  @Test
  void timeoutKillsTheWholeTreeAndTheNextCommandStillRuns() throws Exception {
    Path pidFile = tmp.resolve("grandchild.pid");
    Result r = Jsonmark.run(tmp, Jsonmark.small(tmp, 1000), "--timeout", "1",
        "--name", "stubborn", "--name", "good", stubbornTree(pidFile), PYTHON_JSON);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err())
        .contains("stubborn run 1/1 failed: timed out after 1 s (its process tree was killed)")
        .contains("INFO: good: 1 run; ")
        .containsPattern("Deserialize time taken");
    assertThat(Jsonmark.gone(readPid(pidFile))).as("grandchild ignoring TERM is gone").isTrue();
  }

  @Test
  void ctrlCKillsTheTreeKeepsResultsAndExits130() throws Exception {
    interruptDuringSecondCommand("INT", 130);
  }

  @Test
  void sigtermKillsTheTreeKeepsResultsAndExits143() throws Exception {
    interruptDuringSecondCommand("TERM", 143);
  }

  private void interruptDuringSecondCommand(String signal, int status) throws Exception {
    Path pidFile = tmp.resolve("grandchild.pid");
    List<String> args = base(1000);
    // In sequential order a command's runs are saved as they end; interleaved rounds are saved
    // when the round is complete, which an interrupt during the round's second command is not.
    args.addAll(List.of("--order", "sequential"));
    args.addAll(List.of("--name", "good", "--name", "stubborn", PYTHON_JSON, stubbornTree(pidFile)));
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    Process driver = builder.start();
    long grandchild = readPid(pidFile);
    Jsonmark.signal(driver.pid(), signal);
    Result r = Jsonmark.finish(driver, builder);
    assertThat(r.status()).isEqualTo(status);
    assertThat(r.err()).contains("interrupted by SIG" + signal
        + "; results measured so far are in");
    assertThat(Jsonmark.gone(grandchild)).as("grandchild ignoring TERM is gone").isTrue();
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(Files.readString(folder.resolve("runs.csv"))).contains("good");
    // Every file says the run did not finish, and what stopped it.
    assertThat(Files.readString(folder.resolve("summary.md")).lines().skip(2).findFirst())
        .hasValueSatisfying(line -> assertThat(line).startsWith("> **Interrupted by SIG" + signal));
    assertThat(Files.readAllLines(folder.resolve("runs.csv")).get(0))
        .startsWith("# Interrupted by SIG" + signal);
    assertThat(Files.readString(folder.resolve("summary.json")))
        .containsPattern("\"status\" ?: ?\"interrupted\"").contains("\"SIG" + signal + "\"");
    assertThat(Files.readString(folder.resolve("report.html"))).contains("class=\"state\"");
  }

  @Test
  void interruptDuringGenerationLeavesNoFileALaterRunWouldTrust() throws Exception {
    ProcessBuilder builder = generating(3_000_000);
    Process driver = builder.start();
    Path cache = tmp.resolve("cache");
    awaitPartialFile(cache);
    assertThat(hasPartialFile(cache)).as("generation started").isTrue();
    Jsonmark.signal(driver.pid(), "INT");
    Result r = Jsonmark.finish(driver, builder);
    assertThat(r.status()).isEqualTo(130);
    try (var files = Files.list(cache)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .allMatch(name -> name.endsWith(".lock"));
    }
  }

  /** A driver that only writes the data file of {@code records} records. */
  private ProcessBuilder generating(int records) throws Exception {
    List<String> args = base(records);
    args.add("--only-serialize");
    return Jsonmark.builder(tmp, args);
  }

  /** Waits (up to 30 s) until a generation has started writing its temporary file. */
  private static void awaitPartialFile(Path cache) throws Exception {
    for (int i = 0; i < 600 && !hasPartialFile(cache); i++) {
      Thread.sleep(50);
    }
  }

  private static boolean hasPartialFile(Path cache) throws Exception {
    if (!Files.isDirectory(cache)) {
      return false;
    }
    try (var files = Files.list(cache)) {
      return files.anyMatch(p -> p.getFileName().toString().contains(".partial-"));
    }
  }

  @Test
  void concurrentRunsWriteTheSharedFileExactlyOnce() throws Exception {
    List<String> args = base(300_000);
    args.add("--only-serialize");
    List<ProcessBuilder> builders = new ArrayList<>();
    List<Process> drivers = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      ProcessBuilder builder = Jsonmark.builder(tmp, args);
      builders.add(builder);
      drivers.add(builder.start());
    }
    int written = 0;
    for (int i = 0; i < 3; i++) {
      Result r = Jsonmark.finish(drivers.get(i), builders.get(i));
      assertThat(r.status()).as(r.err()).isZero();
      if (r.err().contains("Serializer time taken")) {
        written++;
      } else {
        assertThat(r.err()).contains("Using cached");
      }
    }
    assertThat(written).isEqualTo(1);
  }

  @Test
  void aLockLeftByAKilledProcessDoesNotBlockTheNextRun() throws Exception {
    ProcessBuilder builder = generating(3_000_000);
    Process driver = builder.start();
    Path cache = tmp.resolve("cache");
    awaitPartialFile(cache);
    driver.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    assertThat(cache.resolve("Simple1Benchmark.1.jackson.3000000.jsonl.lock")).exists();
    List<String> same = base(3_000_000);
    same.add("--only-serialize");
    Result r = Jsonmark.run(tmp, same.toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("Serializer time taken").doesNotContain("Waiting");
  }

  @Test
  void aCommandKilledBySignalIsNamed() throws Exception {
    Result r = Jsonmark.run(tmp, Jsonmark.small(tmp, 500), "--name", "segv",
        "sh -c 'kill -SEGV $$' $FILENAME");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("segv run 1/1 failed: was killed by SIGSEGV (exit status 139)");
  }

  @Test
  void megabytesOfOutputAreDrainedAndOnlyTheTailKept() throws Exception {
    Result r = Jsonmark.run(tmp, Jsonmark.small(tmp, 500), "--name", "flood",
        "sh -c 'head -c 30000000 /dev/zero | tr \"\\\\0\" x; echo; head -c 3000000 /dev/zero | tr \"\\\\0\" y >&2; echo oops; exit 4' $FILENAME");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err())
        .contains("flood run 1/1 failed: exited with status 4")
        .contains("last lines of its stderr:")
        .contains("[a line of 3000000 bytes, cut at 4096]");
    // The whole of stderr is in the run's log, however long; the error report quotes its tail.
    Path log = Jsonmark.onlyResultsFolder(tmp.resolve("results"))
        .resolve("logs/flood-run-1.stderr.log");
    assertThat(Files.size(log)).isEqualTo(3_000_000);
  }

  @Test
  void aResultsDirThatCannotBeCreatedIsAClearError() throws Exception {
    Path file = tmp.resolve("plain-file");
    Files.writeString(file, "x");
    List<String> args = base(200);
    args.set(args.indexOf(tmp.resolve("results").toString()), file.resolve("r").toString());
    args.add(PYTHON_JSON);
    Result r = Jsonmark.run(tmp, args.toArray(String[]::new));
    assertThat(r.status()).as("a usage error, before anything runs").isEqualTo(2);
    assertThat(r.err())
        .contains("cannot create the results folder in " + file.resolve("r") + ": "
            + file + " is a file, not a directory; choose another --results-dir")
        .doesNotContain("Exception");
    assertThat(tmp.resolve("cache")).as("checked before any data is generated").doesNotExist();
  }

  @Test
  void aDriverOutOfMemorySaysSoInOneLineAndLeavesNoPartialFile() throws Exception {
    List<String> args = base(1000);
    args.add(PYTHON_JSON);
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    // Room to start (picocli's model of every subcommand), too little to generate the data.
    builder.command().add(1, "-Xmx10m");
    Result r = Jsonmark.finish(builder.start(), builder);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err())
        .isEqualToIgnoringNewLines("ERROR: the driver ran out of memory (its heap is 10 MiB);"
            + " give it more, e.g. JSONMARK_JAVA_OPTS=-Xmx256m");
    try (var files = Files.list(tmp.resolve("cache"))) {
      assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains("partial"));
    }
  }

  @Test
  void aResultsTableThatCannotBePrintedIsAFailure() throws Exception {
    List<String> args = base(200);
    args.add(PYTHON_JSON);
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    builder.redirectOutput(new java.io.File("/dev/full"));
    Process process = builder.start();
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    String err = Files.readString(builder.redirectError().file().toPath());
    assertThat(process.exitValue()).as(err).isEqualTo(1);
    assertThat(err).contains("cannot write the results table to standard output; it is in");
  }
}
