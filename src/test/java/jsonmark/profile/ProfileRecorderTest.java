package jsonmark.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class ProfileRecorderTest {

  private static final long MIB = 1024 * 1024;
  private static final long START = 1_000_000_000L;

  private final ProfileRecorder recorder = new ProfileRecorder(START, 2);

  private static long at(double seconds) {
    return START + Math.round(seconds * 1e9);
  }

  private static TreeReading alive(double seconds, double cpuSeconds, long rssMiB) {
    return alive(seconds, cpuSeconds, rssMiB, 2);
  }

  private static TreeReading alive(double seconds, double cpuSeconds, long rssMiB, int threads) {
    return new TreeReading(
        at(seconds), cpuSeconds, rssMiB * MIB, OptionalLong.of(rssMiB * MIB), 1, threads);
  }

  private static TreeReading gone(double seconds) {
    return TreeReading.empty(at(seconds));
  }

  private Profile finish(double seconds) {
    return recorder.finish(gone(seconds), OptionalDouble.empty(), 0, 0);
  }

  @Test
  void firstSampleCountsCpuFromTheSpawn() {
    recorder.observe(alive(0.0, 0.0, 1), false);
    recorder.observe(alive(0.05, 0.05, 10), true);

    Profile profile = finish(0.05);

    assertThat(profile.samples()).singleElement().satisfies(sample -> {
      assertThat(sample.cpuPercent()).isCloseTo(100.0, within(1e-9));
      assertThat(sample.rssMiB()).isEqualTo(10.0);
    });
  }

  @Test
  void cpuPercentIsTheGrowthOverTheWallTimeSinceThePreviousSample() {
    recorder.observe(alive(0.1, 0.1, 5), true);
    recorder.observe(alive(0.2, 0.3, 5), true);

    Profile profile = finish(0.2);

    assertThat(profile.samples().get(1).cpuPercent()).isCloseTo(200.0, within(1e-9));
    assertThat(profile.cpuSeconds()).isCloseTo(0.3, within(1e-12));
  }

  @Test
  void readingsBetweenSamplesRefreshTheTotalWithoutASample() {
    recorder.observe(alive(0.01, 0.01, 5), false);
    recorder.observe(alive(0.02, 0.02, 80), false);
    recorder.observe(gone(0.05), true);

    Profile profile = finish(0.05);

    assertThat(profile.samples()).singleElement().satisfies(sample -> {
      assertThat(sample.cpuPercent()).isCloseTo(40.0, within(1e-9));
      assertThat(sample.rssMiB()).isEqualTo(80.0);
      assertThat(sample.processes()).isEqualTo(1);
    });
    assertThat(profile.peakRssMiB()).hasValue(80.0);
  }

  @Test
  void aReadingOfATreeWithNothingAliveIsNoSampleAndTheTailCarriesTheLastLivingRss() {
    recorder.observe(alive(0.05, 0.05, 40), true);
    recorder.observe(gone(0.10), true); // the tree exited; the sampler has not stopped yet
    recorder.observe(gone(0.15), true);

    Profile profile = recorder.finish(gone(0.16), OptionalDouble.empty(), 0, 0.025);

    assertThat(profile.samples()).extracting(Sample::seconds)
        .containsExactly(0.05, 0.16);
    assertThat(profile.samples()).allSatisfy(sample -> {
      assertThat(sample.rssMiB()).isEqualTo(40.0);
      assertThat(sample.processes()).isEqualTo(1);
    });
  }

  @Test
  void totalNeverGoesBackwardsWhenAProcessLeavesTheTree() {
    recorder.observe(alive(0.1, 0.15, 5), true);
    recorder.observe(alive(0.2, 0.05, 5), true);

    Profile profile = finish(0.2);

    assertThat(profile.samples().get(1).cpuPercent()).isEqualTo(0.0);
    assertThat(profile.cpuSeconds()).isEqualTo(0.15);
  }

  @Test
  void takesTheReapedTotalForTheUnsampledTail() {
    recorder.observe(alive(0.05, 0.05, 5), true);
    recorder.observe(alive(0.10, 0.10, 5), true);

    Profile profile = recorder.finish(gone(0.15), OptionalDouble.of(0.15), 0.02, 0.025);

    assertThat(profile.cpuSeconds()).isEqualTo(0.15);
    assertThat(profile.wallSeconds()).isCloseTo(0.15, within(1e-9));
    assertThat(profile.samples()).hasSize(3);
    assertThat(profile.samples().get(2).cpuPercent()).isCloseTo(100.0, within(1e-6));
    assertThat(profile.samples().get(2).rssMiB()).isEqualTo(5.0);
  }

  @Test
  void ignoresAReapedTotalThatCouldNotHaveBeenUsedInTheTail() {
    recorder.observe(alive(0.10, 0.10, 5), true);

    Profile profile = recorder.finish(gone(0.15), OptionalDouble.of(5.0), 0.02, 0.025);

    assertThat(profile.cpuSeconds()).isEqualTo(0.10);
  }

  @Test
  void seesCpuOfAProcessThatExitedBeforeAnyReading() {
    Profile profile = recorder.finish(gone(0.03), OptionalDouble.of(0.02), 0.02, 0.025);

    assertThat(profile.cpuSeconds()).isEqualTo(0.02);
    assertThat(profile.samples())
        .singleElement()
        .satisfies(sample -> assertThat(sample.cpuPercent()).isPositive());
    assertThat(profile.peakRssMiB()).isEmpty();
  }

  @Test
  void stretchesTheLastSampleOverAShortTail() {
    recorder.observe(alive(0.05, 0.05, 5), true);
    recorder.observe(alive(0.10, 0.10, 5), true);

    Profile profile = recorder.finish(gone(0.11), OptionalDouble.of(0.12), 0.02, 0.025);

    assertThat(profile.samples()).hasSize(2);
    assertThat(profile.samples().get(1).seconds()).isCloseTo(0.11, within(1e-9));
    assertThat(profile.samples().get(1).cpuPercent()).isCloseTo(7000.0 / 60, within(1e-6));
  }

  @Test
  void aOneThreadTreeNeverShowsMoreThanOneCoreAndItsLateTimeMovesToTheNextSample() {
    recorder.observe(alive(0.05, 0.07, 5, 1), true);
    recorder.observe(alive(0.10, 0.10, 5, 1), true);

    Profile profile = finish(0.10);

    assertThat(profile.samples()).extracting(Sample::cpuPercent)
        .containsExactly(100.0, 100.0);
    assertThat(profile.cpuSeconds()).isEqualTo(0.10);
  }

  @Test
  void noSampleShowsMoreCoresThanTheMachineHasHoweverManyThreads() {
    recorder.observe(alive(0.05, 0.20, 5, 8), true);

    Profile profile = finish(0.05);

    assertThat(profile.samples()).singleElement()
        .satisfies(sample -> assertThat(sample.cpuPercent()).isCloseTo(200.0, within(1e-9)));
    assertThat(profile.cpuSeconds()).isEqualTo(0.20);
  }

  @Test
  void theBoundIsTheMostThreadsSeenInTheWindowNotOnlyAtItsEnd() {
    recorder.observe(alive(0.02, 0.02, 5, 2), false);
    recorder.observe(alive(0.05, 0.09, 5, 1), true);

    Profile profile = finish(0.05);

    assertThat(profile.samples().get(0).cpuPercent()).isCloseTo(180.0, within(1e-9));
  }

  @Test
  void aShortOneThreadRunWhoseReapedTimeOvershootsReadsOneCore() {
    Profile profile = recorder.finish(gone(0.03), OptionalDouble.of(0.04), 0.02, 0.025);

    assertThat(profile.samples()).singleElement()
        .satisfies(sample -> assertThat(sample.cpuPercent()).isCloseTo(100.0, within(1e-9)));
    assertThat(profile.cpuSeconds()).isEqualTo(0.04);
  }
}
