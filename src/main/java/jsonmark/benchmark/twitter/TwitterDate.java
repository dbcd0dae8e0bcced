package jsonmark.benchmark.twitter;

import java.time.LocalDate;

/**
 * Formats epoch seconds as the Twitter API's {@code created_at}, e.g. {@code Sun Aug 31 00:29:15
 * +0000 2014}, in UTC and English whatever the default locale, without a formatter's cost.
 */
final class TwitterDate {

  private static final String[] DAYS = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  private static final String[] MONTHS = {
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
  };

  private TwitterDate() {}

  static String format(long epochSecond) {
    LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(epochSecond, 86_400L));
    int second = (int) Math.floorMod(epochSecond, 86_400L);
    StringBuilder text = new StringBuilder(30);
    text.append(DAYS[date.getDayOfWeek().ordinal()]).append(' ');
    text.append(MONTHS[date.getMonthValue() - 1]).append(' ');
    two(text, date.getDayOfMonth()).append(' ');
    two(text, second / 3600).append(':');
    two(text, second / 60 % 60).append(':');
    two(text, second % 60).append(" +0000 ");
    return text.append(date.getYear()).toString();
  }

  private static StringBuilder two(StringBuilder text, int value) {
    return text.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
  }
}
