package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real driver against a cache directory someone has tampered with: a sidecar that lies or is
 * not a file, a directory or FIFO in the way, a killed writer's leftovers, a path the locale
 * mangled. Each ends in exit status 0 (the file is written again) or 1 with one clear line, and
 * never hangs.
 */
class CacheAttackIT {

  static final String NAME = "Simple1Benchmark.1.jackson.100.jsonl";
  /** Far longer than a 100-record run takes; a run still going then is hanging. */
  static final int HANG_SECONDS = 60;

  @TempDir Path tmp;

  Path cache() {
    return tmp.resolve("cache");
  }

  Path data() {
    return cache().resolve(NAME);
  }

  Path meta() {
    return cache().resolve(NAME + ".meta.json");
  }

  List<String> onlySerialize(int records, Path cacheDir) {
    return new ArrayList<>(
        List.of(
            "--benchmark", "Simple1Benchmark", "--records", String.valueOf(records),
            "--only-serialize", "--cache-dir", cacheDir.toString()));
  }

  /** Runs the driver on 100 records in {@link #cache()}, failing the test if it hangs. */
  Result serialize() throws Exception {
    return serializeIn(cache());
  }

  Result serializeIn(Path cacheDir) throws Exception {
    return finishWithoutHanging(Jsonmark.builder(tmp, onlySerialize(100, cacheDir)));
  }

  static Result finishWithoutHanging(ProcessBuilder builder) throws Exception {
    Process driver = builder.start();
    if (!driver.waitFor(HANG_SECONDS, TimeUnit.SECONDS)) {
      driver.destroyForcibly().waitFor();
      throw new AssertionError("jsonmark hung (still running after " + HANG_SECONDS + " s)");
    }
    return Jsonmark.finish(driver, builder);
  }

  static void mkfifo(Path path) throws Exception {
    assertThat(new ProcessBuilder("mkfifo", path.toString()).start().waitFor()).isZero();
  }

  static long expectedChecksum(Result r) {
    Matcher m = Pattern.compile("expected checksum (-?\\d+)\\)").matcher(r.err());
    assertThat(m.find()).as(r.err()).isTrue();
    return Long.parseLong(m.group(1));
  }

  /** One error line naming the cause, status 1, no stack trace, and no data file left. */
  void assertCleanFailure(Result r, String message) throws Exception {
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err().lines().filter(line -> line.startsWith("ERROR: ")))
        .containsExactly("ERROR: " + message);
    assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    if (Files.isDirectory(cache())) {
      try (var files = Files.list(cache())) {
        assertThat(files.map(p -> p.getFileName().toString()))
            .noneMatch(name -> name.contains(".partial"));
      }
    }
  }

  @Test
  void anEmptyObjectAsSidecarIsWrittenAgainInsteadOfCrashingEveryLaterRun() throws Exception {
    long checksum = expectedChecksum(serialize());
    Files.writeString(meta(), "{}\n");

    Result again = serialize();

    assertThat(again.status()).as(again.err()).isZero();
    assertThat(again.err()).doesNotContain("Exception")
        .contains("WARN: Ignoring " + meta() + ": it is not complete metadata");
    assertThat(again.err().lines().filter(line -> line.startsWith("WARN"))).hasSize(1);
    assertThat(expectedChecksum(again)).isEqualTo(checksum);
    Result third = serialize();
    assertThat(third.err()).contains("Using cached " + data()).doesNotContain("WARN");
  }

  @Test
  void aSidecarWithOnlyItsChecksumEditedIsNotBelieved() throws Exception {
    long checksum = expectedChecksum(serialize());
    String sidecar = Files.readString(meta());
    String edited =
        sidecar.replaceFirst("\"checksum\" : -?\\d+", "\"checksum\" : " + (checksum + 1));
    assertThat(edited).isNotEqualTo(sidecar);
    Files.writeString(meta(), edited);

    Result again = serialize();

    assertThat(again.status()).as(again.err()).isZero();
    assertThat(expectedChecksum(again)).isEqualTo(checksum);
    assertThat(again.err()).contains("WARN: Ignoring " + meta() + ": its fields do not match its"
        + " digest (edited?); writing the data file again");
  }

  @Test
  void aSidecarThatIsASymbolicLinkIsListedBrokenBesideTheOthersAndARunWritesItAgain()
      throws Exception {
    serialize();
    assertThat(finishWithoutHanging(Jsonmark.builder(tmp, onlySerialize(20, cache()))).status())
        .isZero();
    Files.delete(meta());
    Files.createSymbolicLink(meta(), meta()); // a loop: "Too many levels of symbolic links"

    Result listed = finishWithoutHanging(
        Jsonmark.builder(tmp, List.of("cache", "--cache-dir", cache().toString())));

    assertThat(listed.status()).as(listed.err()).isZero();
    assertThat(listed.out()).containsPattern("\\| " + java.util.regex.Pattern.quote(NAME) + " +\\| ")
        .containsPattern("broken: its metadata is a symbolic link, not a regular file +\\|")
        .containsPattern("\\| Simple1Benchmark\\.1\\.jackson\\.20\\.jsonl +\\| Simple1Benchmark +\\|"
            + " jackson +\\| +20 \\| ")
        .containsPattern("\\| current +\\|");
    Result again = serialize();
    assertThat(again.status()).as(again.err()).isZero();
    assertThat(again.err()).contains("WARN: Ignoring " + meta() + ": it is a symbolic link");
    assertThat(meta()).isRegularFile();
  }

  @Test
  void aFifoInPlaceOfTheSidecarIsReplacedAndDoesNotHangTheDriver() throws Exception {
    serialize();
    Files.delete(meta());
    mkfifo(meta());

    Result again = serialize();

    assertThat(again.status()).as(again.err()).isZero();
    assertThat(again.err()).contains("WARN: Ignoring " + meta() + ": it is a FIFO, not a regular"
        + " file; writing the data file again");
    assertThat(Files.isRegularFile(meta(), LinkOption.NOFOLLOW_LINKS)).isTrue();
  }

  @Test
  void aFifoInPlaceOfTheLockFileIsAClearErrorNotAHang() throws Exception {
    Files.createDirectories(cache());
    mkfifo(cache().resolve(NAME + ".lock"));

    assertCleanFailure(serialize(), "cannot write data file " + data() + ": its lock file "
        + cache().resolve(NAME + ".lock") + " is a FIFO; remove it");
  }

  @Test
  void aDirectoryInPlaceOfTheSidecarIsAClearErrorAndIsLeftAlone() throws Exception {
    Files.createDirectories(meta().resolve("someone's"));

    assertCleanFailure(serialize(), "cannot write data file " + data() + ": its metadata path "
        + meta() + " is a directory; remove it");
    assertThat(meta().resolve("someone's")).isDirectory();
    assertThat(data()).doesNotExist();
  }

  @Test
  void aCacheDirThatIsAFileSaysSo() throws Exception {
    Path file = Files.writeString(tmp.resolve("afile"), "x");

    assertCleanFailure(serializeIn(file), "cannot use cache directory " + file
        + ": it is a file, not a directory; choose another --cache-dir");
  }

  @Test
  void aCacheDirThatIsASymbolicLinkLoopSaysSo() throws Exception {
    Path loop = Files.createSymbolicLink(tmp.resolve("loop"), Path.of("loop"));

    assertCleanFailure(serializeIn(loop), "cannot use cache directory " + loop
        + ": too many levels of symbolic links; choose another --cache-dir");
  }

  @Test
  void aCacheDirWithBytesThatAreNotUtf8IsRefusedRatherThanWrittenElsewhere() throws Exception {
    // Java cannot pass a byte that is not UTF-8 in an argument: a shell puts it there.
    ProcessBuilder builder = Jsonmark.builder(tmp, List.of());
    builder.command(List.of("sh", "-c",
        "exec java -jar \"$0\" --benchmark Simple1Benchmark --records 100 --only-serialize"
            + " --cache-dir \"$1/caf$(printf '\\351')\"",
        Jsonmark.JAR.toString(), tmp.toString()));
    builder.environment().put("LANG", "C.UTF-8");
    builder.environment().put("LC_ALL", "C.UTF-8");

    Result r = finishWithoutHanging(builder);

    assertThat(r.status()).as(r.err()).isEqualTo(2);
    assertThat(r.err())
        .contains("has bytes that are not valid in this locale's character set (UTF-8);"
            + " rename the folder or choose another")
        .doesNotContain("Exception");
    try (var files = Files.list(tmp)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .as("no cache directory under any name").noneMatch(name -> name.startsWith("caf"));
    }
  }

  @Test
  void aPartialFileLeftByKillDashNineIsRemovedByTheNextRun() throws Exception {
    int records = 1_000_000;
    ProcessBuilder builder = Jsonmark.builder(tmp, onlySerialize(records, cache()));
    Process writer = builder.start();
    Path partial = awaitPartialFile(writer.pid());
    new ProcessBuilder("kill", "-KILL", String.valueOf(writer.pid())).start().waitFor();
    writer.waitFor(30, TimeUnit.SECONDS);
    assertThat(partial).as("a kill -9 leaves the partial file").exists();

    Result next = Jsonmark.run(tmp, onlySerialize(records, cache()).toArray(String[]::new));

    assertThat(next.status()).as(next.err()).isZero();
    assertThat(next.err()).contains("INFO: Removed " + partial + " (")
        .contains("bytes), left by a jsonmark process that was killed while writing it");
    assertThat(partial).doesNotExist();
    try (var files = Files.list(cache())) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .noneMatch(name -> name.contains(".partial"));
    }
  }

  /** Waits (up to 30 s) until the writer {@code pid} has begun its temporary file. */
  private Path awaitPartialFile(long pid) throws Exception {
    // 1,000,000 is Simple1Benchmark's default count, so the name has no records suffix.
    Path partial = cache().resolve(".Simple1Benchmark.1.jackson.jsonl.partial-" + pid);
    for (int i = 0; i < 600 && !(Files.exists(partial) && Files.size(partial) > 0); i++) {
      Thread.sleep(50);
    }
    return partial;
  }

  @Test
  void everyCacheErrorIsOneLineWithoutAStackTrace() throws Exception {
    Files.createDirectories(data().resolve("x"));

    Result r = serialize();

    assertCleanFailure(r, "cannot write data file " + data() + ": it is a directory; remove it");
    assertThat(r.err().getBytes(StandardCharsets.UTF_8).length).isLessThan(400);
  }
}
