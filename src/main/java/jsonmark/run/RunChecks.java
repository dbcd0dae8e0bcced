package jsonmark.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.cache.DataFile;
import jsonmark.cache.Sha256;
import jsonmark.exec.Execution;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.result.ReadProof;
import jsonmark.result.RunResult;
import jsonmark.result.Verdict;

/**
 * What every run must pass besides printing the checksum: it left its input as it got it, and it
 * read it. The run loop's one hook: it hands out {@link #dataPath()} and {@link #emptyPath()}
 * and passes each verdict through {@link #judge} or {@link #judgeStartup} right after the run,
 * before the next one starts.
 */
final class RunChecks implements AutoCloseable {

  private final ReadOnlyData data;
  private final long fileBytes;
  private final OptionalDouble floor;
  private final EmptyDataFile empty;
  private final Cleanup cleanup;
  private final Log log;
  private Optional<ReadOnlyData> emptyData = Optional.empty();
  private boolean uncountedSaid;
  private final Map<String, Long> baselines = new HashMap<>();

  private RunChecks(
      ReadOnlyData data, long fileBytes, OptionalDouble floor, EmptyDataFile empty,
      Cleanup cleanup, Log log) {
    this.data = data;
    this.fileBytes = fileBytes;
    this.floor = floor;
    this.empty = empty;
    this.cleanup = cleanup;
    this.log = log;
  }

  /**
   * Hands {@code file} out read-only and measures how fast it can be read.
   *
   * @param restore a verified good data file again, after a command damaged it
   */
  static RunChecks of(
      DataFile file, ReadOnlyData.Source restore, EmptyDataFile empty, Cleanup cleanup, Log log)
      throws IOException {
    ReadOnlyData data = ReadOnlyData.of(file.path(), file.metadata().sha256(), restore, cleanup);
    OptionalDouble floor = ReadFloor.of(data.path());
    floor.ifPresent(seconds -> log.debug(String.format(java.util.Locale.ROOT,
        "Commands read the data file as %s (read-only); no run that reads it can take under"
            + " %.6f s here", data.path(), seconds)));
    return new RunChecks(data, file.metadata().bytes(), floor, empty, cleanup, log);
  }

  /** The data file's path as every command gets it. */
  Path dataPath() {
    return data.path();
  }

  /** The empty file of the start-up runs, read-only likewise, made on first use. */
  Path emptyPath() throws IOException {
    if (emptyData.isEmpty()) {
      Path file = empty.path();
      String sha;
      try {
        sha = Sha256.of(file);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
      emptyData = Optional.of(ReadOnlyData.of(file, sha, () -> empty.recreate(), cleanup));
    }
    return emptyData.get().path();
  }

  /**
   * {@code verdict} on a run of the data file by {@code command}, failed if the run damaged it or
   * did not read it.
   */
  Verdict judge(Verdict verdict, Execution e, String command, String label)
      throws InterruptedException {
    Verdict checked = intact(data, verdict, label, "data file");
    e.reads().ifPresent(reads -> log.debug(String.format(java.util.Locale.ROOT,
        "%s read %,d bytes; the most of the data file seen mapped at once: %s", label,
        reads.bytes(), reads.mapped().isPresent()
            ? String.format(java.util.Locale.ROOT, "%,d bytes", reads.mapped().getAsLong())
            : "not watched")));
    if (e.reads().isEmpty() && !uncountedSaid) {
      uncountedSaid = true;
      log.warn("This system does not let the driver count what a command reads (no"
          + " /proc/self/io): runs are not checked for having read the data file");
    }
    Long baseline = baselines.get(command);
    return ReadProof.judge(checked, e, fileBytes,
        baseline == null ? OptionalLong.empty() : OptionalLong.of(baseline), floor);
  }

  /**
   * {@code verdict} on a start-up run of {@code command}, failed if the run damaged the empty
   * file; what it read, failed or not, is what the command reads whatever its input.
   */
  Verdict judgeStartup(Verdict verdict, Execution e, String command, String label)
      throws InterruptedException {
    e.reads().ifPresent(reads -> baselines.merge(command, reads.bytes(), Math::min));
    return emptyData.isEmpty() ? verdict : intact(emptyData.get(), verdict, label, "empty file");
  }

  private Verdict intact(ReadOnlyData file, Verdict verdict, String label, String what)
      throws InterruptedException {
    ReadOnlyData.Check check = file.check();
    if (check instanceof ReadOnlyData.Touched touched) {
      if (touched.what().equals(FileIdentity.LINKS_ONLY)) {
        // A new or removed link (another jsonmark sharing the cache) changes only this.
        log.debug("The " + what + "'s links or attributes changed during " + label
            + "; its contents are intact");
      } else {
        log.warn(label + " changed the " + what + " it was given (" + touched.what()
            + ") but not its contents; it was made read-only again");
      }
    }
    if (check instanceof ReadOnlyData.Damaged damaged) {
      return new Verdict(verdict.checksum(), verdict.checksumOk(),
          Optional.of("changed the " + what + " it was given: " + damaged.what()
              + "; a good copy was put back for the next runs"),
          verdict.libraries());
    }
    return verdict;
  }

  /**
   * The warning for a command that failed on the empty file but passed every timed run: a
   * program that reads its input prints 0 for an empty one, so one that does not may print a
   * checksum it never computed.
   */
  static Optional<String> suspicion(String name, List<RunResult> startup, List<RunResult> runs) {
    Optional<RunResult> failed = startup.stream().filter(r -> !r.ok()).findFirst();
    if (failed.isEmpty() || runs.isEmpty() || !runs.stream().allMatch(RunResult::ok)) {
      return Optional.empty();
    }
    return Optional.of(name + " failed on an empty data file (" + failed.get().failure().get()
        + ") yet passed every timed run: a deserializer that reads its input prints 0 for an"
        + " empty file, so its passing checksums are suspect (hard-coded?)");
  }

  @Override
  public void close() {
    emptyData.ifPresent(ReadOnlyData::close);
    data.close();
  }
}
