package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The start time as people read it: UTC to the second, whatever the locale. */
class ReadableTimeTest {

  @Test
  void anInstantReadsInUtcToTheSecondWithItsFractionDropped() {
    assertThat(ReadableTime.of(Instant.parse("2026-12-01T14:12:28.999444641Z")))
        .isEqualTo("2026-12-01 14:12:28 UTC");
  }

  @Test
  void theDefaultLocaleDoesNotChangeIt() {
    Locale before = Locale.getDefault();
    try {
      Locale.setDefault(Locale.forLanguageTag("ar-EG"));
      assertThat(ReadableTime.of(Instant.parse("2026-01-02T03:04:05Z")))
          .isEqualTo("2026-01-02 03:04:05 UTC");
    } finally {
      Locale.setDefault(before);
    }
  }

  @Test
  void aRecordedIsoTextReadsTheSameAndAnythingElseIsKeptAsItIs() {
    assertThat(ReadableTime.of("2026-12-01T09:30:00.123Z")).isEqualTo("2026-12-01 09:30:00 UTC");
    assertThat(ReadableTime.of("yesterday")).isEqualTo("yesterday");
    assertThat(ReadableTime.of("")).isEqualTo("n/a");
  }
}
