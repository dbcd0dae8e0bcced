package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import org.junit.jupiter.api.Test;

class ProfileSummaryTest {

  private static final List<Sample> SAMPLES =
      List.of(
          new Sample(0.05, 100, 10, 1),
          new Sample(0.10, 50, 12, 1),
          new Sample(0.15, 150, 14, 2),
          new Sample(0.20, 120, 11, 2),
          new Sample(0.25, 80, 13, 1));

  @Test
  void reducesSamplesToMaxMedianAndInterpolated95thPercentile() {
    ProfileSummary summary =
        ProfileSummary.of(new Profile(SAMPLES, 0.26, 0.25, OptionalDouble.empty()));

    assertThat(summary.cpuMax()).isEqualTo(150.0);
    assertThat(summary.cpuP50()).isEqualTo(100.0);
    // sorted 50, 80, 100, 120, 150: rank 3.8 -> 120 + 0.8 * 30
    assertThat(summary.cpuP95()).isCloseTo(144.0, within(1e-9));
    assertThat(summary.memMax()).isEqualTo(14.0);
    assertThat(summary.memP50()).isEqualTo(12.0);
    assertThat(summary.memP95()).isCloseTo(13.8, within(1e-9));
  }

  @Test
  void memMaxIsThePeakRssWhenAPeakFellBetweenSamples() {
    ProfileSummary summary =
        ProfileSummary.of(new Profile(SAMPLES, 0.26, 0.25, OptionalDouble.of(20)));

    assertThat(summary.memMax()).isEqualTo(20.0);
    assertThat(summary.peakRssMiB()).hasValue(20.0);
  }

  @Test
  void memMaxIsTheSampledMaxWhenThePeakIsLower() {
    ProfileSummary summary =
        ProfileSummary.of(new Profile(SAMPLES, 0.26, 0.25, OptionalDouble.of(9)));

    assertThat(summary.memMax()).isEqualTo(14.0);
  }

  @Test
  void aProfileWithoutSamplesSummarisesToNotANumberNeverZero() {
    ProfileSummary summary =
        ProfileSummary.of(new Profile(List.of(), 0, 0, OptionalDouble.empty()));

    assertThat(summary.cpuMax()).isNaN();
    assertThat(summary.memP95()).isNaN();
    assertThat(summary.peakRssMiB()).isEmpty();
  }

  @Test
  void samplesThatSawNoLiveProcessDoNotCount() {
    ProfileSummary summary =
        ProfileSummary.of(
            new Profile(List.of(new Sample(0.001, 250, 0, 0)), 0, 0.001, OptionalDouble.empty()));

    assertThat(summary.cpuMax()).isNaN();
    assertThat(summary.memMax()).isNaN();
  }
}
