package jsonmark.proc;

import java.util.Optional;

/**
 * The read counters of {@code /proc/PID/io}: what a process has read so far, its own and that of
 * the children it has waited for. Only the process's owner (or root) may read the file.
 *
 * @param rchar bytes passed to read(2) and the like, from page cache or not
 * @param readBytes bytes fetched from storage (0 when the file was in the page cache)
 * @param syscr read system calls
 */
public record ProcIo(long rchar, long readBytes, long syscr) {

  /** Parses an io file's text; empty when one of the three lines is missing. */
  public static Optional<ProcIo> parse(String text) {
    var rchar = KeyValues.number(text, "rchar:");
    var readBytes = KeyValues.number(text, "read_bytes:");
    var syscr = KeyValues.number(text, "syscr:");
    if (rchar.isEmpty() || readBytes.isEmpty() || syscr.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new ProcIo(rchar.getAsLong(), readBytes.getAsLong(), syscr.getAsLong()));
  }
}
