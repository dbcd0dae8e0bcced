package jsonmark.result;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.exec.Execution;
import jsonmark.exec.TreeReads;

/**
 * Whether a run that printed the right checksum could have read the data to find it: its process
 * tree must have read at least as many bytes as the file holds (or mapped the whole file), and it
 * must not have finished sooner than reading the file from memory takes on this machine. The
 * checksum of a benchmark is known in advance, so printing it proves nothing by itself.
 */
public final class ReadProof {

  private ReadProof() {}

  /** How far below the file's size the extra reads may fall: jitter, under 2 KB seen here. */
  static final long SLACK_BYTES = 16 * 1024;

  /**
   * {@code verdict}, turned into a failure when it passed but the run cannot have read the file.
   *
   * @param fileBytes the data file's size
   * @param baseline the fewest bytes the same command read in its runs on an empty file: what it
   *     reads whatever its input (its own code, libraries); empty without start-up runs
   * @param floorSeconds the least time a run that reads the file can take; empty when unknown
   */
  public static Verdict judge(
      Verdict verdict, Execution e, long fileBytes, OptionalLong baseline,
      OptionalDouble floorSeconds) {
    if (!verdict.ok()) {
      return verdict;
    }
    Optional<String> why =
        unread(e.reads(), fileBytes, baseline).or(() -> tooFast(e, fileBytes, floorSeconds));
    return why.map(w -> new Verdict(verdict.checksum(), verdict.checksumOk(), Optional.of(w),
            verdict.libraries()))
        .orElse(verdict);
  }

  /**
   * Why {@code reads} cannot cover a file of {@code fileBytes}, if they cannot: the bytes read
   * beyond {@code baseline} (0 when unknown) must reach the file's size, less a slack of {@link
   * #SLACK_BYTES} or a tenth of the file, whichever is smaller; or the whole file was mapped.
   */
  static Optional<String> unread(
      Optional<TreeReads> reads, long fileBytes, OptionalLong baseline) {
    if (reads.isEmpty()) {
      return Optional.empty();
    }
    long base = Math.min(baseline.orElse(0), reads.get().bytes());
    long extra = reads.get().bytes() - base;
    long mapped = reads.get().mapped().orElse(0);
    if (extra >= fileBytes - Math.min(SLACK_BYTES, fileBytes / 10) || mapped >= fileBytes) {
      return Optional.empty();
    }
    String read = "read " + grouped(reads.get().bytes()) + " bytes in all (every file, pipe and"
        + " device counted)";
    if (baseline.isPresent()) {
      read += ", only " + grouped(extra) + " more than on an empty file";
    }
    return Optional.of(
        read + ", fewer than the " + grouped(fileBytes) + " bytes of the data file"
            + (mapped > 0 ? ", and mapped only " + grouped(mapped) + " bytes of it" : "")
            + ": it did not read the whole file");
  }

  private static Optional<String> tooFast(Execution e, long fileBytes, OptionalDouble floor) {
    if (floor.isEmpty() || e.seconds() >= floor.getAsDouble()) {
      return Optional.empty();
    }
    return Optional.of(
        String.format(Locale.ROOT,
            "finished in %.6f s, sooner than reading the %s-byte data file from memory takes on"
                + " this machine (%.6f s, the driver's fastest read of it before the runs)",
            e.seconds(), grouped(fileBytes), floor.getAsDouble()));
  }

  private static String grouped(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}
