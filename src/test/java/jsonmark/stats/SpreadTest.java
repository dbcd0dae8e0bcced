package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The spread rule, the ratio's interval and the statistics of a command's counts. */
class SpreadTest {

  @Test
  void identicalCountsAreExact() {
    CountStatistics s = CountStatistics.of(new long[] {1000, 1000, 1000}, new long[0], 10, 100)
        .orElseThrow();
    assertThat(s.spreadPercent()).isZero();
    assertThat(s.exact()).contains(true);
  }

  @Test
  void countsThatSpreadMoreThanTheThresholdAreNotExact() {
    // 0.1 % exactly is still exact; 0.2 % is not.
    assertThat(CountStatistics.of(new long[] {100_000, 100_100}, new long[0], 1, 1)
        .orElseThrow().exact()).contains(true);
    CountStatistics spread = CountStatistics.of(new long[] {100_000, 100_200, 100_100},
        new long[0], 1, 1).orElseThrow();
    assertThat(spread.spreadPercent()).isCloseTo(0.2, within(1e-12));
    assertThat(spread.exact()).contains(false);
    assertThat(spread.notExact()).isTrue();
  }

  @Test
  void oneRunCannotShowExactness() {
    CountStatistics one = CountStatistics.of(new long[] {1000}, new long[0], 10, 100)
        .orElseThrow();
    assertThat(one.spreadPercent()).isZero();
    assertThat(one.exact()).isEmpty();
    assertThat(one.exactUnknown()).isTrue();
    assertThat(one.notExact()).isFalse();
    assertThat(Spread.exact(1, 0)).isEmpty();
    assertThat(Spread.exact(2, 0.05)).contains(true);
  }

  @Test
  void theStartUpIsTakenOutOfThePerRecordAndPerByteFigures() {
    CountStatistics s = CountStatistics.of(new long[] {1_300, 1_300}, new long[] {300, 300},
        100, 400).orElseThrow();
    assertThat(s.startup()).isEqualTo(OptionalDouble.of(300));
    assertThat(s.perRecord()).isEqualTo(10.0);
    assertThat(s.perByte()).isEqualTo(2.5);
    assertThat(s.relative()).isEqualTo(Optional.empty());
    CountStatistics whole = CountStatistics.of(new long[] {1_300}, new long[0], 100, 400)
        .orElseThrow();
    assertThat(whole.perRecord()).isEqualTo(13.0);
  }

  @Test
  void noCountsNoStatistics() {
    assertThat(CountStatistics.of(new long[0], new long[0], 1, 1)).isEmpty();
  }

  @Test
  void twiceTheWorkIsARatioOfTwoWithATinyInterval() {
    CountRatio r = CountRatio.of(new long[] {2_000_000, 2_000_000}, new long[] {1_000_000});
    assertThat(r.ratio()).isEqualTo(2.0);
    assertThat(r.low()).isCloseTo(1.998, within(1e-12));
    assertThat(r.high()).isCloseTo(2.002, within(1e-12));
    assertThat(r.significant()).isTrue();
    assertThat(r.changePercent()).isCloseTo(100, within(1e-9));
  }

  @Test
  void aDifferenceWithinTheMeasuredSpreadIsNoDifference() {
    // B's runs spread 3 %; A's single run is 1 % above B's lowest: within the spread.
    CountRatio r = CountRatio.of(new long[] {1_010_000}, new long[] {1_000_000, 1_030_000});
    assertThat(r.low()).isLessThan(1);
    assertThat(r.high()).isGreaterThan(1);
    assertThat(r.significant()).isFalse();
  }

  @Test
  void aDifferenceUnderTheResolutionIsNoDifference() {
    // Two exact commands 0.05 % apart: under the 0.1 % within which counts are called equal.
    assertThat(CountRatio.of(new long[] {1_000_500}, new long[] {1_000_000}).significant())
        .isFalse();
    // 2 % apart, both exact: a difference.
    assertThat(CountRatio.of(new long[] {1_020_000, 1_020_000}, new long[] {1_000_000})
        .significant()).isTrue();
    assertThat(CountRatio.same().significant()).isFalse();
  }
}
