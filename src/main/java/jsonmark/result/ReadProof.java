package jsonmark.result;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.exec.Execution;
import jsonmark.exec.TreeReads;

/**
 * Whether a run that printed the right checksum could have read the data to find it: its process
 * tree must have read at least as many bytes as the file holds (or been seen mapping the whole
 * file), and it must not have finished sooner than reading the file from memory takes on this
 * machine. The checksum of a benchmark is known in advance, so printing it proves nothing by
 * itself. A program that maps the file and exits before the driver looks at its mappings leaves
 * only the file's access time behind: such a run is not proven, and passes; a run that is shown
 * not to have read the file fails.
 */
public final class ReadProof {

  private ReadProof() {}

  /** How far below the file's size the extra reads may fall, at most. */
  static final long SLACK_BYTES = 16 * 1024;

  /**
   * How far they may always fall: what a runtime reads of its own files varies from run to run
   * (Python read about 1 KB more in its empty-file run than in a run on a 1,127-byte file here).
   * So the bytes cannot tell whether a run read a file whose bytes beyond this slack are fewer
   * than this jitter (a file under 8 KiB): the driver's watch of the file decides instead.
   */
  static final long JITTER_BYTES = 4 * 1024;

  /** What the kernel showed of one thing: yes, no, or nothing (it cannot be seen here). */
  public enum Seen {
    YES, NO, UNKNOWN;

    public static Seen of(boolean seen) {
      return seen ? YES : NO;
    }
  }

  /**
   * What happened to the data file itself during the run, whoever did it.
   *
   * @param opened whether it was opened (inotify {@code IN_OPEN})
   * @param read whether it was read with {@code read(2)} or its kin (inotify {@code IN_ACCESS})
   * @param touched whether it was read or mapped (its access time moved)
   */
  public record Access(Seen opened, Seen read, Seen touched) {

    /** Nothing seen: a fake run, or a system that shows none of it. */
    public static final Access UNKNOWN = new Access(Seen.UNKNOWN, Seen.UNKNOWN, Seen.UNKNOWN);

    /** Whether the run may have mapped the file: it touched it without reading it. */
    boolean mayHaveMapped() {
      if (opened == Seen.NO || touched == Seen.NO) {
        return false;
      }
      return read == Seen.NO || (read == Seen.UNKNOWN && touched == Seen.YES);
    }
  }

  /**
   * {@code verdict}, turned into a failure when it passed but the run cannot have read the file.
   *
   * @param fileBytes the data file's size
   * @param baseline the fewest bytes the same command read in its runs on an empty file: what it
   *     reads whatever its input (its own code, libraries); empty when unknown
   * @param floorSeconds the least time a run that reads the file can take; empty when unknown
   * @param access what happened to the data file itself during the run
   */
  public static Verdict judge(
      Verdict verdict, Execution e, long fileBytes, OptionalLong baseline,
      OptionalDouble floorSeconds, Access access) {
    if (!verdict.ok()) {
      return verdict;
    }
    Optional<String> why = unread(e.reads(), fileBytes, baseline, access)
        .or(() -> tooFast(e, fileBytes, floorSeconds));
    return why.map(w -> new Verdict(verdict.checksum(), verdict.checksumOk(), Optional.of(w),
            verdict.libraries()))
        .orElse(verdict);
  }

  /**
   * Why the driver cannot prove that a run it let pass read the whole file, when it cannot: the
   * run read too few bytes, but touched the file without reading it, which is what mapping it
   * does, and no look at its mappings saw it whole.
   */
  public static Optional<String> notProven(
      Optional<TreeReads> reads, long fileBytes, OptionalLong baseline, Access access) {
    if (reads.isEmpty() || proven(reads.get(), fileBytes, baseline)) {
      return Optional.empty();
    }
    long mapped = reads.get().mapped().orElse(0);
    String read = "read " + grouped(extra(reads.get(), baseline))
        + (baseline.isPresent() ? " bytes more than on an empty file" : " bytes in all")
        + " (fewer than the " + grouped(fileBytes) + " of the data file) and ";
    if (mapped > 0) {
      return Optional.of(read + "was seen mapping at most " + grouped(mapped) + " bytes of it at"
          + " once: it maps the file in pieces, or mapped it whole after the driver's last look");
    }
    if (!access.mayHaveMapped()) {
      return Optional.empty();
    }
    if (access.read() == Seen.UNKNOWN) {
      return Optional.of(read + "read or mapped part of the file (its access time moved); without"
          + " inotify the driver cannot tell which");
    }
    return Optional.of(read + (access.touched() == Seen.YES
        ? "mapped the file (its access time moved, and it never read it with read(2))"
        : "opened the file without reading it with read(2), perhaps to map it")
        + ", but exited before the driver could see how much of it was mapped");
  }

  /**
   * Why {@code reads} cannot cover a file of {@code fileBytes}, if they cannot: the bytes read
   * beyond {@code baseline} (0 when unknown) must reach the file's size, less a slack (a tenth of
   * the file, at least {@link #JITTER_BYTES} and at most {@link #SLACK_BYTES}), and a file too
   * small for the bytes to tell must not have been seen unopened, or opened and neither read nor
   * mapped; or the whole file was mapped; or
   * the run may have mapped it where the driver could not look (see {@link #notProven}).
   */
  public static Optional<String> unread(
      Optional<TreeReads> reads, long fileBytes, OptionalLong baseline, Access access) {
    if (reads.isEmpty()) {
      return Optional.empty();
    }
    if (proven(reads.get(), fileBytes, baseline)) {
      return tooSmallForBytes(fileBytes) ? unreadAsWatched(fileBytes, access) : Optional.empty();
    }
    long mapped = reads.get().mapped().orElse(0);
    if (mapped > 0 || access.mayHaveMapped()) {
      return Optional.empty();
    }
    String read = "read " + grouped(reads.get().bytes()) + " bytes in all (every file, pipe and"
        + " device counted)";
    if (baseline.isPresent()) {
      read += ", only " + grouped(extra(reads.get(), baseline)) + " more than on an empty file";
    }
    String conclusion = "it did not read the whole file";
    if (access.opened() == Seen.NO) {
      conclusion = "it never opened the data file";
    } else if (access.touched() == Seen.NO) {
      conclusion = access.opened() == Seen.YES
          ? "it opened the data file but neither read nor mapped it"
          : "it neither read nor mapped the data file";
    }
    return Optional.of(read + ", fewer than the " + grouped(fileBytes) + " bytes of the data file"
        + ": " + conclusion);
  }

  /** Whether the bytes read cannot tell a run that read the file from one that did not. */
  private static boolean tooSmallForBytes(long fileBytes) {
    return fileBytes - slack(fileBytes) < JITTER_BYTES;
  }

  /**
   * Why a run did not read a file too small to tell by the bytes, when the driver's watch of it
   * shows so: never opened, or opened but neither read nor mapped (its access time never moved).
   */
  private static Optional<String> unreadAsWatched(long fileBytes, Access access) {
    String why = access.opened() == Seen.NO ? "it never opened the data file"
        : access.touched() == Seen.NO ? access.opened() == Seen.YES
            ? "it opened the data file but neither read nor mapped it"
            : "it neither read nor mapped the data file"
        : null;
    return Optional.ofNullable(why).map(w -> w + " (of " + grouped(fileBytes) + " bytes, too"
        + " small to tell by the bytes read)");
  }

  private static boolean proven(TreeReads reads, long fileBytes, OptionalLong baseline) {
    return extra(reads, baseline) >= fileBytes - slack(fileBytes)
        || reads.mapped().orElse(0) >= fileBytes;
  }

  private static long slack(long fileBytes) {
    return Math.min(SLACK_BYTES, Math.max(JITTER_BYTES, fileBytes / 10));
  }

  private static long extra(TreeReads reads, OptionalLong baseline) {
    return reads.bytes() - Math.min(baseline.orElse(0), reads.bytes());
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
