package jsonmark.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class Simple1BenchmarkTest {

  private static final Pattern DATETIME =
      Pattern.compile("20[0-2]\\d-[01]\\d-[0-3]\\dT[0-2]\\d:[0-5]\\d:[0-5]\\dZ");
  private static final Pattern SENTENCE = Pattern.compile("[A-Z][a-z]*( [a-z]+){5,11}\\.");

  private final List<Simple1Record> records =
      new RecordBlocks<>(new Simple1Benchmark(), 20_000).all();

  @Test
  void valuesStayInTheirRanges() {
    for (Simple1Record r : records) {
      assertThat(r.integer1()).isBetween(-1000, 1000);
      assertThat(r.integer2()).isBetween(-1000, 1000);
      assertThat(r.float1()).isBetween(-1000.0, 1000.0);
      assertThat(r.float2()).isBetween(-1000.0, 1000.0);
      assertThat(r.words()).hasSize(5);
      assertThat(r.str()).matches(SENTENCE);
      assertThat(r.datetime()).matches(DATETIME);
      assertThat(r.coordinates().longitude()).isBetween(-180.0, 180.0);
      assertThat(r.coordinates().latitude()).isBetween(-90.0, 90.0);
      assertThat(r.nothing()).isNull();
    }
  }

  @Test
  void integersCoverBothEndsOfTheRange() {
    assertThat(records.stream().mapToInt(Simple1Record::integer1).min().orElseThrow())
        .isEqualTo(-1000);
    assertThat(records.stream().mapToInt(Simple1Record::integer1).max().orElseThrow())
        .isEqualTo(1000);
  }

  @Test
  void coordinatesHaveAtMostSixDecimals() {
    for (Simple1Record r : records.subList(0, 1000)) {
      double scaled = r.coordinates().longitude() * 1e6;
      assertThat(Math.abs(scaled - Math.rint(scaled))).isLessThan(1e-6);
    }
  }

  @Test
  void checksumIsTheSumOfTheTwoIntegers() {
    Simple1Benchmark benchmark = new Simple1Benchmark();
    Simple1Record r = records.get(0);
    assertThat(benchmark.checksum(r)).isEqualTo((long) r.integer1() + r.integer2());
  }

  @Test
  void formatsEpochSecondsAsUtcDateTime() {
    assertThat(IsoInstant.format(1_373_137_463L)).isEqualTo("2013-07-06T19:04:23Z");
    assertThat(IsoInstant.format(946_684_800L)).isEqualTo("2000-01-01T00:00:00Z");
  }
}
