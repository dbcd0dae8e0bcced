package jsonmark.history;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What one series means: a command with the versions of the libraries it named, on one
 * benchmark's data, by one measure, on one machine, under one toolchain. Two runs' figures are
 * comparable only when every part is equal.
 *
 * @param commandName the command's label
 * @param command the command as given
 * @param libraries the libraries and runtime the command named on stdout, joined by {@code ; }
 * @param benchmark the benchmark's name and version, or the --data file's name
 * @param dataIdentity the data file's SHA-256, which changes with its records
 * @param measure {@code time} or {@code instructions}
 * @param machine the machine's fingerprint ({@link Fingerprint#id})
 * @param toolchain the versions of the runtimes and compilers the command's language uses
 */
public record SeriesKey(String commandName, String command, String libraries, String benchmark,
    String dataIdentity, String measure, String machine, String toolchain) {

  /** The series' id: a hash of every part. */
  public String id() {
    return hash(commandName, command, libraries, benchmark, dataIdentity, measure, machine,
        toolchain);
  }

  /**
   * The line the series belongs to: the same command on the same data, measure and machine,
   * across versions of its libraries and toolchain, which a trend follows.
   */
  public String lineId() {
    return hash(commandName, benchmark, dataIdentity, measure, machine);
  }

  /** A SHA-256 of {@code parts}, each ended by a NUL so that no two lists hash alike. */
  static String hash(String... parts) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (String part : parts) {
        digest.update(part.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
      }
      return HexFormat.of().formatHex(digest.digest()).substring(0, 32);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
