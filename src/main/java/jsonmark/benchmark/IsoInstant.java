package jsonmark.benchmark;

import java.time.LocalDate;

/** Formats epoch seconds as {@code yyyy-MM-ddTHH:mm:ssZ} without a DateTimeFormatter's cost. */
final class IsoInstant {

  private IsoInstant() {}

  static String format(long epochSecond) {
    LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(epochSecond, 86_400L));
    int second = (int) Math.floorMod(epochSecond, 86_400L);
    char[] text = new char[20];
    put(text, 0, date.getYear(), 4);
    text[4] = '-';
    put(text, 5, date.getMonthValue(), 2);
    text[7] = '-';
    put(text, 8, date.getDayOfMonth(), 2);
    text[10] = 'T';
    put(text, 11, second / 3600, 2);
    text[13] = ':';
    put(text, 14, second / 60 % 60, 2);
    text[16] = ':';
    put(text, 17, second % 60, 2);
    text[19] = 'Z';
    return new String(text);
  }

  private static void put(char[] text, int at, int value, int digits) {
    for (int i = at + digits - 1; i >= at; i--) {
      text[i] = (char) ('0' + value % 10);
      value /= 10;
    }
  }
}
