package jsonmark.proc;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Files of {@code /proc} kept open from reading to reading and re-read from their start: a
 * reading costs a seek and a read, where opening and closing a file costs several times that in
 * Java code that a sampler, run twenty times a second, mostly runs interpreted. A kept file
 * still names its process: once that process has gone, reading it fails (it never reads another
 * process that took the same pid). Not thread-safe: one per sampler.
 */
public final class KeptFiles implements Proc.Reader, AutoCloseable {

  private final Map<String, RandomAccessFile> open = new HashMap<>();
  private final Set<String> read = new HashSet<>();
  private byte[] buffer = new byte[4096];

  /**
   * The text of {@code /proc/FILE}, each byte one character (ISO-8859-1, which needs no scan of
   * the bytes: right for the numbers and ASCII keys read here, not for a command name's UTF-8);
   * empty where it cannot be read, its process gone.
   */
  @Override
  public Optional<String> read(String file) {
    RandomAccessFile in = open.get(file);
    try {
      if (in == null) {
        in = new RandomAccessFile("/proc/" + file, "r");
        open.put(file, in);
      } else {
        in.seek(0);
      }
      read.add(file);
      int length = 0;
      for (int n; (n = in.read(buffer, length, buffer.length - length)) > 0; ) {
        length += n;
        if (length == buffer.length) {
          buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
      }
      return Optional.of(new String(buffer, 0, length, StandardCharsets.ISO_8859_1));
    } catch (IOException | RuntimeException gone) {
      closeQuietly(open.remove(file));
      return Optional.empty();
    }
  }

  /** Closes the files not read since the last call: those of processes no longer read. */
  public void closeUnread() {
    for (String file : new ArrayList<>(open.keySet())) {
      if (!read.contains(file)) {
        closeQuietly(open.remove(file));
      }
    }
    read.clear();
  }

  @Override
  public void close() {
    open.values().forEach(KeptFiles::closeQuietly);
    open.clear();
    read.clear();
  }

  private static void closeQuietly(RandomAccessFile file) {
    if (file != null) {
      try {
        file.close();
      } catch (IOException ignored) {
        // A /proc file that cannot be closed has nothing left to lose.
      }
    }
  }
}
