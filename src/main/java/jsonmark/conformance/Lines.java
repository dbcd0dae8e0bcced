package jsonmark.conformance;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Joins JSON Lines into a file's bytes, with raw bytes where a case needs invalid UTF-8. */
final class Lines {

  private Lines() {}

  /** The lines, each ended by {@code \n}, in UTF-8. */
  static byte[] of(String... lines) {
    return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
  }

  /** Concatenates text (UTF-8) and raw bytes ({@code byte[]}) exactly as given. */
  static byte[] concat(Object... parts) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (Object part : parts) {
      byte[] chunk =
          part instanceof byte[] raw ? raw : part.toString().getBytes(StandardCharsets.UTF_8);
      bytes.writeBytes(chunk);
    }
    return bytes.toByteArray();
  }

  /** Bytes from ints, so that {@code 0xff} needs no cast. */
  static byte[] raw(int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      bytes[i] = (byte) values[i];
    }
    return bytes;
  }
}
