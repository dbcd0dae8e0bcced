package jsonmark.proc;

/** Reads {@code /proc/PID/maps}: how much of one file a process has mapped into its memory. */
public final class ProcMaps {

  private ProcMaps() {}

  /**
   * The summed length of the mappings of the file with device {@code major:minor} and inode
   * {@code inode} in a maps file's text (lines {@code start-end perms offset MM:mm inode path}).
   */
  public static long mappedBytes(String text, long major, long minor, long inode) {
    String device = String.format(java.util.Locale.ROOT, "%02x:%02x", major, minor);
    String node = Long.toString(inode);
    if (!text.contains(device + " " + node + " ")) {
      return 0; // the common case, a process that maps no such file, costs one scan
    }
    long bytes = 0;
    for (String line : text.split("\n")) {
      String[] f = line.trim().split("\\s+", 6);
      if (f.length >= 5 && f[3].equals(device) && f[4].equals(node)) {
        int dash = f[0].indexOf('-');
        try {
          bytes += Long.parseUnsignedLong(f[0].substring(dash + 1), 16)
              - Long.parseUnsignedLong(f[0].substring(0, dash), 16);
        } catch (RuntimeException malformed) {
          // A line that is not an address range maps nothing that can be counted.
        }
      }
    }
    return bytes;
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
