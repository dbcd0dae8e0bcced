package jsonmark.report;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * A moment as the pages and Markdown files show it to people: UTC to the second, {@code
 * 2026-12-01 14:12:28 UTC}; the machine-readable files keep ISO-8601 with every digit.
 */
public final class ReadableTime {

  private static final DateTimeFormatter UTC =
      DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  private ReadableTime() {}

  /** {@code moment} in UTC, its fraction of a second dropped (not rounded: it had started). */
  public static String of(Instant moment) {
    return UTC.format(moment);
  }

  /**
   * An ISO-8601 instant as read from a result file, readable; the text as it is when it is not
   * one, {@code n/a} when it is empty.
   */
  public static String of(String iso) {
    try {
      return of(Instant.parse(iso));
    } catch (DateTimeParseException e) {
      return iso.isEmpty() ? Numbers.NOT_AVAILABLE : iso;
    }
  }
}
