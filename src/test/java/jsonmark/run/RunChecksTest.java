package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import jsonmark.cache.CacheKey;
import jsonmark.cache.Contents;
import jsonmark.cache.DataFile;
import jsonmark.cache.Metadata;
import jsonmark.cache.Sha256;
import jsonmark.exec.Execution;
import jsonmark.exec.TreeReads;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.plan.Workload;
import jsonmark.readcheck.EmptyDataFile;
import jsonmark.result.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunChecksTest {

  @TempDir Path tmp;
  private final StringWriter err = new StringWriter();
  private final List<String> baselineRuns = new ArrayList<>();
  /** Whether the executor of the runs judged counts what they read, as a real one does here. */
  private boolean readsCountable = true;

  /** Runs a command once on the empty file, as the run loop does when the checks ask. */
  interface Baseline {
    void run(String command) throws InterruptedException;
  }

  private Baseline baseline = baselineRuns::add;

  /**
   * Judges a run as the run loop does: the runs on the empty file the checks ask for, by {@link
   * #baseline}; one cut short by the driver's shutdown leaves the run judged without it.
   */
  private Verdict judge(RunChecks checks, Verdict verdict, Execution e, String command,
      String label) throws Exception {
    return judge(checks, verdict, e, 0, command, label);
  }

  /** As above, for command {@code index} of the commands. */
  private Verdict judge(RunChecks checks, Verdict verdict, Execution e, int index,
      String command, String label) throws Exception {
    RunChecks.Pending pending = checks.judging(verdict, e, index, command, label);
    while (checks.wantsBaseline(pending)) {
      try {
        baseline.run(command);
      } catch (InterruptedException shuttingDown) {
        break;
      }
    }
    return checks.verdict(pending);
  }

  private RunChecks checks() throws Exception {
    return checks(1);
  }

  private RunChecks checks(int pairs) throws Exception {
    return checks(pairs, 1);
  }

  /** Checks on a file of {@code pairs} times two records (30 bytes each), in that many copies. */
  private RunChecks checks(int pairs, int copies) throws Exception {
    Path file = Files.writeString(tmp.resolve("Simple1Benchmark.1.jackson.2.jsonl"),
        "{\"integer_1\":1,\"integer_2\":2}\n{\"integer_1\":3,\"integer_2\":4}\n".repeat(pairs));
    DataFile data = new DataFile(file, new Metadata(
        new CacheKey("Simple1Benchmark", 1, "jackson", "jackson 2", 2L * pairs, 42, 1),
        new Contents(Files.size(file), Sha256.of(file), 10)), -1);
    Cleanup cleanup = new Cleanup();
    Log log = new Log(new PrintWriter(err, true), Log.Level.DEBUG);
    GoodData good = new GoodData(new Workload.UserData(file, "data"), tmp.resolve("cache"), log,
        new PrintStream(OutputStream.nullOutputStream()), cleanup);
    RunChecks checks = RunChecks.of(data, good, new EmptyDataFile(cleanup, "empty.jsonl"),
        cleanup, log, copies, readsCountable);
    return checks;
  }

  private static Execution read(long bytes) {
    return new Execution(0, 1.0, Optional.of("10"), List.of("10"), List.of(), false,
        Optional.empty(), List.of(), List.of(),
        Optional.of(new TreeReads(bytes, OptionalLong.empty())));
  }

  private static final Verdict PASSED =
      new Verdict(Optional.of("10"), true, Optional.empty(), List.of());

  @Test
  void aDamagedDataFileFailsItsRunAndIsRestoredBeforeTheNextOne() throws Exception {
    try (RunChecks checks = checks()) {
      Path handedOut = checks.dataPath(0);
      String good = Files.readString(handedOut);
      handedOut.getParent().toFile().setWritable(true, true);
      Files.delete(handedOut);
      Verdict verdict = judge(checks, PASSED, read(60), "c", "c run 1");
      assertThat(verdict.failure()).get().asString().startsWith("changed the data file it was"
          + " given: deleted it; a good copy was put back");
      assertThat(handedOut).hasContent(good.strip());
    }
  }

  @Test
  void aDataFileThatCannotBeRestoredStopsTheRun() throws Exception {
    Path file = Files.writeString(tmp.resolve("Simple1Benchmark.1.jackson.2.jsonl"),
        "{\"integer_1\":1,\"integer_2\":2}\n{\"integer_1\":3,\"integer_2\":4}\n");
    DataFile data = new DataFile(file, new Metadata(
        new CacheKey("Simple1Benchmark", 1, "jackson", "jackson 2", 2L, 42, 1),
        new Contents(Files.size(file), Sha256.of(file), 10)), -1);
    Cleanup cleanup = new Cleanup();
    Log log = new Log(new PrintWriter(err, true), Log.Level.DEBUG);
    // The cache folder's place is taken by a file: preparing a good copy again fails.
    Path notAFolder = Files.writeString(tmp.resolve("cache"), "");
    GoodData good = new GoodData(new Workload.UserData(tmp.resolve("gone.jsonl"), "data"),
        notAFolder, log, new PrintStream(OutputStream.nullOutputStream()), cleanup);
    try (RunChecks checks = RunChecks.of(data, good, new EmptyDataFile(cleanup, "empty.jsonl"),
        cleanup, log, 1, readsCountable)) {
      Path handedOut = checks.dataPath(0);
      handedOut.getParent().toFile().setWritable(true, true);
      Files.delete(handedOut);
      assertThatThrownBy(() -> judge(checks, PASSED, read(60), "c", "c run 1"))
          .isInstanceOf(jsonmark.readcheck.ReadOnlyData.Unrestorable.class)
          .hasMessageStartingWith("cannot restore the data file after a command deleted it: ");
    }
  }

  @Test
  void aCommandWithoutStartupRunsIsRunOnceOnTheEmptyFileBeforeItsFirstRunIsJudged()
      throws Exception {
    try (RunChecks checks = checks()) {
      judge(checks, PASSED, read(5_000), "c", "c run 1");
      judge(checks, PASSED, read(5_000), "c", "c run 2");
      assertThat(baselineRuns).containsExactly("c");
    }
  }

  @Test
  void aCommandWithAStartupRunOrUncountedReadsNeedsNoBaselineRun() throws Exception {
    try (RunChecks checks = checks()) {
      checks.emptyPath();
      checks.judgeStartup(new Verdict(Optional.of("0"), true, Optional.empty(), List.of()),
          read(1_000), "started", "started start-up 1/1");
      judge(checks, PASSED, read(5_000), "started", "started run 1");
      judge(checks, PASSED, new Execution(0, 1.0, Optional.of("10"), List.of("10"), List.of(),
          false, Optional.empty(), List.of(), List.of()), "fake", "fake run 1");
      assertThat(baselineRuns).isEmpty();
    }
  }

  @Test
  void anInterruptedBaselineRunKeepsTheRunBeforeIt() throws Exception {
    try (RunChecks checks = checks()) {
      baseline = command -> {
        throw new InterruptedException("the driver is shutting down");
      };
      Verdict judged = judge(checks, PASSED, read(5_000), "c", "c run 1");
      assertThat(judged.checksum()).contains("10");
    }
  }

  @Test
  void runsSideBySideAreEachWatchedOnTheirOwnCopySoOneThatNeverOpenedItsFileFails()
      throws Exception {
    // 60 bytes: too small to tell by the bytes read, so the watch of the file decides.
    try (RunChecks checks = checks(1, 2)) {
      assertThat(checks.dataPath(1)).isNotEqualTo(checks.dataPath(0));
      assertThat(checks.dataPath(2)).isEqualTo(checks.dataPath(0));
      baseline = command -> checks.judgeStartup(PASSED, read(0), command, command + " baseline");
      // Both ran side by side, and only the reader read its file; then both are judged in turn.
      Files.readAllBytes(checks.dataPath(0));
      Verdict reader = judge(checks, PASSED, read(60), 0, "reader", "reader run 1");
      Verdict blind = judge(checks, PASSED, read(60), 1, "blind", "blind run 1");
      assertThat(reader.failure()).isEmpty();
      assertThat(blind.failure()).contains("it never opened the data file (of 60 bytes, too small"
          + " to tell by the bytes read)");
    }
  }

  @Test
  void aTimedOutRunHasNoCountOfItsReadsWithoutAWordThatTheSystemCannotCountThem()
      throws Exception {
    try (RunChecks checks = checks()) {
      // Killed by the timeout, its root shell wrote no count of what the tree read.
      Execution killed = new Execution(137, 1.0, Optional.empty(), List.of(), List.of(), true,
          Optional.empty(), List.of(), List.of());
      Verdict timedOut = new Verdict(Optional.empty(), false,
          Optional.of("timed out after 1 s (its process tree was killed)"), List.of());
      Verdict judged = judge(checks, timedOut, killed, "c", "c run 1");
      assertThat(judged.failure()).contains("timed out after 1 s (its process tree was killed)");
      assertThat(err.toString()).doesNotContain("WARN").doesNotContain("/proc/self/io")
          .contains("c run 1 has no count of what it read: it ended before that was written"
              + " (timed out after 1 s (its process tree was killed))");
    }
  }

  @Test
  void aPassedRunWithoutACountOfItsReadsIsSaidToBeUncheckedOncePerCommand() throws Exception {
    try (RunChecks checks = checks()) {
      judge(checks, PASSED, UNCOUNTED, "c", "c run 1");
      judge(checks, PASSED, UNCOUNTED, "c", "c run 2");
      assertThat(err.toString()).doesNotContain("/proc/self/io")
          .contains("WARN: c run 1: what its process tree read could not be counted, so this run"
              + " is not checked for having read the data file")
          .doesNotContain("WARN: c run 2");
    }
  }

  @Test
  void whereTheExecutorCountsNoReadsThatIsSaidOnceForAllRuns() throws Exception {
    readsCountable = false;
    try (RunChecks checks = checks()) {
      judge(checks, PASSED, UNCOUNTED, "c", "c run 1");
      judge(checks, PASSED, UNCOUNTED, "d", "d run 1");
      assertThat(err.toString()).containsOnlyOnce("WARN: This system does not let the driver"
          + " count what a command reads (no /proc/self/io): runs are not checked for having"
          + " read the data file").doesNotContain("could not be counted");
    }
  }

  /** A run that passed, without a count of what it read. */
  private static final Execution UNCOUNTED = new Execution(0, 1.0, Optional.of("10"),
      List.of("10"), List.of(), false, Optional.empty(), List.of(), List.of());

  @Test
  void whatTheBaselineReadIsSubtracted() throws Exception {
    // A file beyond the bytes-read jitter (4 KB): 12,000 bytes.
    try (RunChecks checks = checks(200)) {
      baseline = command -> checks.judgeStartup(PASSED, read(24_990), command, "b");
      Verdict judged = judge(checks, PASSED, read(25_000), "c", "c run 1");
      assertThat(judged.failure()).get().asString().contains("only 10 more than on an empty file");
    }
  }

  /** What one start-up run reads when the driver's own first-run reads land in it. */
  private static final long SPIKED = 25_000;

  @Test
  void anHonestRunIsJudgedAgainstTheLeastOfThreeEmptyFileRunsBeforeItFails() throws Exception {
    // 12,000 bytes of data: a run that read them beside its usual 5,000 reads 17,000, which one
    // start-up run of 25,000 (its own 5,000 and the driver's 20,000) would call too few.
    try (RunChecks checks = checks(200)) {
      checks.judgeStartup(PASSED, read(SPIKED), "c", "c start-up 1/3");
      baseline = command -> {
        baselineRuns.add(command);
        checks.judgeStartup(PASSED, read(5_000), command, "c read baseline");
      };
      Verdict judged = judge(checks, PASSED, read(17_000), "c", "c run 1");
      assertThat(judged.failure()).isEmpty();
      assertThat(baselineRuns).containsExactly("c"); // its least already let the run pass
      assertThat(err.toString()).contains("c run 1 read too few bytes beyond what it read on the"
          + " empty file in 1 run: one more untimed run on it, whose least counts");
      judge(checks, PASSED, read(17_000), "c", "c run 2");
      assertThat(baselineRuns).hasSize(1);
    }
  }

  @Test
  void aRunThatReadTooLittleFailsAgainstTheLeastOfThreeEmptyFileRuns() throws Exception {
    try (RunChecks checks = checks(200)) {
      checks.judgeStartup(PASSED, read(5_000), "c", "c start-up 1/1");
      baseline = command -> {
        baselineRuns.add(command);
        checks.judgeStartup(PASSED, read(5_000), command, "c read baseline");
      };
      Verdict judged = judge(checks, PASSED, read(10_000), "c", "c run 1");
      assertThat(judged.failure()).get().asString()
          .contains("only 5,000 more than on an empty file");
      assertThat(baselineRuns).hasSize(2);
    }
  }

  @Test
  void threeEmptyFileRunsNeedNoMore() throws Exception {
    try (RunChecks checks = checks(200)) {
      for (int i = 1; i <= 3; i++) {
        checks.judgeStartup(PASSED, read(5_000), "c", "c start-up " + i + "/3");
      }
      Verdict judged = judge(checks, PASSED, read(10_000), "c", "c run 1");
      assertThat(judged.failure()).isPresent();
      assertThat(baselineRuns).isEmpty();
    }
  }
}
