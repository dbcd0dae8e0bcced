package jsonmark.benchmark;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;

/** Formats epoch seconds as {@code yyyy-MM-ddTHH:mm:ssZ} without a DateTimeFormatter's cost. */
final class IsoInstant {

  /** The text's length, for years 0 to 9999. */
  static final int LENGTH = 20;

  private IsoInstant() {}

  static String format(long epochSecond) {
    byte[] text = new byte[LENGTH];
    put(epochSecond, text, 0);
    return new String(text, StandardCharsets.ISO_8859_1);
  }

  /** Writes the text's ASCII bytes at {@code at}; returns the end. */
  static int put(long epochSecond, byte[] b, int at) {
    LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(epochSecond, 86_400L));
    int second = (int) Math.floorMod(epochSecond, 86_400L);
    digits(b, at, date.getYear(), 4);
    b[at + 4] = '-';
    digits(b, at + 5, date.getMonthValue(), 2);
    b[at + 7] = '-';
    digits(b, at + 8, date.getDayOfMonth(), 2);
    b[at + 10] = 'T';
    digits(b, at + 11, second / 3600, 2);
    b[at + 13] = ':';
    digits(b, at + 14, second / 60 % 60, 2);
    b[at + 16] = ':';
    digits(b, at + 17, second % 60, 2);
    b[at + 19] = 'Z';
    return at + LENGTH;
  }

  private static void digits(byte[] b, int at, int value, int digits) {
    for (int i = at + digits - 1; i >= at; i--) {
      b[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
  }
}
