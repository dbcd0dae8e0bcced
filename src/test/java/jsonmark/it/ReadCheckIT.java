package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.it.Jsonmark.Result;
import jsonmark.testing.MmapSum;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the read check proves, whatever the options, and what it never refuses. */
class ReadCheckIT {

  /** 2,000 records: 664,519 bytes, less than Python reads of its own library. */
  static final int RECORDS = 2_000;

  @TempDir Path tmp;

  Result jsonmark(String... more) throws Exception {
    return jsonmark(RECORDS, more);
  }

  Result jsonmark(int records, String... more) throws Exception {
    List<String> args = new ArrayList<>(List.of(
        "--benchmark", "Simple1Benchmark", "--records", String.valueOf(records),
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()));
    args.addAll(List.of(more));
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  /** The expected checksum, as the log gives it to anyone (and so to a faker). */
  long checksum() throws Exception {
    return checksum(RECORDS);
  }

  long checksum(int records) throws Exception {
    return Jsonmark.expectedChecksum(jsonmark(records, "--only-serialize"));
  }

  @Test
  void aProgramThatMapsTheWholeFileAndExitsAtOncePassesEveryRun() throws Exception {
    // It exits within a few milliseconds, before the driver's first look at its mappings.
    Optional<Path> mmap = MmapSum.build(tmp);
    assumeTrue(mmap.isPresent(), "needs gcc");
    Result r = jsonmark(20_000, "--runs", "3", "--name", "mmap", mmap.get() + " $FILENAME");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("failed").doesNotContain("suspect");
  }

  @Test
  void aProgramThatOpensTheFileButNeverReadsItFails() throws Exception {
    assumeTrue(accessTimesKept(), "a noatime mount: opening cannot be told from mapping");
    long sum = checksum();
    Result r = jsonmark("--startup-runs", "1", "--name", "opener",
        "python3 -c 'import sys; open(sys.argv[1]); print(" + sum + ")' $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).contains("opener run 1/1 failed: read ")
        .contains(": it opened the data file but neither read nor mapped it");
  }

  @Test
  void aProgramThatOpensAFileTooSmallForTheBytesButNeverReadsItFails() throws Exception {
    // 12 records: 3,961 bytes, within what runtimes read more or less of their own from run to
    // run; the driver's watch of the file tells the opener from the reader.
    assumeTrue(accessTimesKept(), "a noatime mount: opening cannot be told from mapping");
    long sum = checksum(12);
    Result r = jsonmark(12, "--startup-runs", "1", "--runs", "2", "--name", "opener",
        "--name", "reader",
        "python3 -c 'import sys; open(sys.argv[1]); print(" + sum + ")' $FILENAME",
        "python3 -c 'import sys; open(sys.argv[1]).read(); print(" + sum + ")' $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err())
        .contains("opener run 1/2 failed: it opened the data file but neither read nor mapped it"
            + " (of 3,961 bytes, too small to tell by the bytes read)")
        .doesNotContain("reader run 1/2 failed").doesNotContain("reader run 2/2 failed");
  }

  /** Whether reading a file in the cache's folder moves its access time. */
  private boolean accessTimesKept() throws Exception {
    Path probe = Files.writeString(tmp.resolve("atime-probe"), "x");
    FileTime back = FileTime.from(Instant.now().minus(Duration.ofDays(2)));
    Files.getFileAttributeView(probe, BasicFileAttributeView.class).setTimes(null, back, null);
    Files.readString(probe);
    return !Files.readAttributes(probe, BasicFileAttributes.class).lastAccessTime().equals(back);
  }

  @Test
  void withoutStartupRunsAProgramThatNeverOpensTheFileStillFails() throws Exception {
    long sum = checksum();
    Result r = jsonmark("--startup-runs", "0", "--name", "noop",
        "python3 -c \"print(" + sum + ")\" $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).contains("noop run 1/1 failed: ");
  }

  @Test
  void withoutStartupRunsWhatTheCommandReadsOnAnEmptyFileIsStillSubtracted() throws Exception {
    // Python reads about 1.7 MB of its own library, more than this whole file.
    long sum = checksum();
    Result r = jsonmark("--startup-runs", "0", "--runs", "2", "--name", "peek",
        "python3 -c 'import sys; open(sys.argv[1]).read(100); print(" + sum + ")' $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err())
        .containsPattern("peek run 1/2 failed: read [\\d,]+ bytes in all \\(every file, pipe and"
            + " device counted\\), only [\\d,]+ more than on an empty file, fewer than the"
            + " 664,519 bytes of the data file")
        .contains("peek run 2/2 failed: ")
        .doesNotContain("start-up");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(Files.readAllLines(folder.resolve("runs.csv"))).as("a header and the 2 runs")
        .hasSize(3);
  }

  @Test
  void theProfilersOwnReadsDoNotCountAsTheCommands() throws Exception {
    // At --interval 20 the profiler read about 360 KB a second of /proc: over 3 s more than
    // the whole file, which then passed for a command that read 1,000 bytes of it.
    long sum = checksum();
    Result r = jsonmark("--profile", "--interval", "20", "--startup-runs", "1",
        "--name", "sleeper", "head -c 1000 $FILENAME > /dev/null; sleep 3; echo " + sum);
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).containsPattern("sleeper run 1/1 failed: read [\\d,]+ bytes in all"
        + " \\(every file, pipe and device counted\\), only [\\d,]+ more than on an empty file");
  }
}
