package jsonmark.result;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
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

  /**
   * {@code verdict}, turned into a failure when it passed but the run cannot have read the file.
   *
   * @param fileBytes the data file's size
   * @param floorSeconds the fastest the driver itself could read the file from memory; empty
   *     when not measured
   */
  public static Verdict judge(
      Verdict verdict, Execution e, long fileBytes, OptionalDouble floorSeconds) {
    if (!verdict.ok()) {
      return verdict;
    }
    Optional<String> why = unread(e.reads(), fileBytes).or(() -> tooFast(e, fileBytes, floorSeconds));
    return why.map(w -> new Verdict(verdict.checksum(), verdict.checksumOk(), Optional.of(w)))
        .orElse(verdict);
  }

  /** Why {@code reads} cannot cover a file of {@code fileBytes}, if they cannot. */
  static Optional<String> unread(Optional<TreeReads> reads, long fileBytes) {
    if (reads.isEmpty() || reads.get().bytes() >= fileBytes) {
      return Optional.empty();
    }
    long mapped = reads.get().mapped().orElse(0);
    if (mapped >= fileBytes) {
      return Optional.empty();
    }
    return Optional.of(
        "read " + grouped(reads.get().bytes()) + " bytes in all (every file, pipe and device"
            + " counted), fewer than the " + grouped(fileBytes) + " bytes of the data file"
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
