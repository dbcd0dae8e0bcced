package jsonmark.proc;

import java.util.Locale;

/** Reads {@code /proc/PID/maps}: how much of one file a process has mapped into its memory. */
public final class ProcMaps {

  private ProcMaps() {}

  /**
   * One file as maps lines name it, between blanks: device {@code major:minor} in two-digit hex
   * and the inode in decimal ({@code " fd:01 2097153 "}). Built once per run, so that each look
   * at a maps file formats nothing, builds nothing and compiles no pattern: it runs beside the
   * timed command.
   *
   * @param needle {@code " major:minor inode "}, as in a maps line
   */
  public record MappedFile(String needle) {

    /** The file with device {@code major:minor} (see {@link #major}) and inode {@code inode}. */
    public static MappedFile of(long major, long minor, long inode) {
      return new MappedFile(String.format(Locale.ROOT, " %02x:%02x %d ", major, minor, inode));
    }

    /**
     * The summed length of this file's mappings in a maps file's text (lines {@code start-end
     * perms offset MM:mm inode path}).
     */
    public long bytesIn(String text) {
      long bytes = 0;
      for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        int start = text.lastIndexOf('\n', at) + 1;
        if (fieldsBefore(text, start, at) == 3) { // start-end perms offset, then the device
          bytes += length(text, start);
        }
      }
      return bytes;
    }

    /** How many space-separated fields lie between a line's start and a position in it. */
    private static int fieldsBefore(String text, int start, int at) {
      int fields = 0;
      boolean inField = false;
      for (int i = start; i < at; i++) {
        boolean blank = text.charAt(i) == ' ';
        if (!blank && !inField) {
          fields++;
        }
        inField = !blank;
      }
      return fields;
    }

    /** The length of the address range {@code start-end} (hex) that begins a line; 0 if none. */
    private static long length(String text, int start) {
      int dash = text.indexOf('-', start);
      int space = text.indexOf(' ', start);
      if (dash < 0 || space < dash) {
        return 0;
      }
      try {
        return Long.parseUnsignedLong(text, dash + 1, space, 16)
            - Long.parseUnsignedLong(text, start, dash, 16);
      } catch (NumberFormatException malformed) {
        return 0; // a line that is not an address range maps nothing that can be counted
      }
    }
  }

  /** The major number of a {@code stat} device number, as glibc's {@code major()} gives it. */
  public static long major(long dev) {
    return ((dev >>> 8) & 0xfffL) | ((dev >>> 32) & ~0xfffL);
  }

  /** The minor number of a {@code stat} device number, as glibc's {@code minor()} gives it. */
  public static long minor(long dev) {
    return (dev & 0xffL) | ((dev >>> 12) & ~0xffL);
  }
}
