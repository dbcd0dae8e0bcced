package jsonmark.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import jsonmark.stats.ProfileSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The sampler on real processes; assertions are on what was measured, never on wall time. The
 * CPU thresholds assume that the machine gave the burners the cores; when other work on a shared
 * machine took them (the whole-run CPU time, counted by the kernel, says so), those tests are
 * skipped rather than failed.
 */
@Timeout(60)
class ProcessTreeSamplerTest {

  private static final String BURN = "while :; do :; done";

  @Test
  void cpuBurnerSamplesShowTheCpuTheTreeGotOverTheRun() throws Exception {
    Profile profile = profile("sh -c '" + BURN + "'", Duration.ofMillis(1500));

    // Against what the tree really got (its cumulative CPU time over the run), not a fixed
    // figure that a busy machine would deny: so the test asserts on every machine.
    ProfileSummary summary = ProfileSummary.of(profile);
    double got = averageCpuPercent(profile);
    assertThat(got).isPositive();
    assertThat(summary.cpuP50()).isCloseTo(got, within(30.0));
    assertThat(summary.cpuP95()).isGreaterThanOrEqualTo(0.8 * got);
  }

  @Test
  void aOneThreadBurnerNeverShowsASampleAboveOneCoreHoweverTheTicksFall() throws Exception {
    // sh -c execs nothing here: one process, one thread, busy for about a second.
    Profile profile = profile("i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done", null);

    assertThat(profile.samples()).isNotEmpty();
    assertThat(profile.samples()).allSatisfy(
        sample -> assertThat(sample.cpuPercent()).isLessThanOrEqualTo(100.0 + 1e-9));
  }

  @Test
  void theSamplersOwnCpuTimeIsMeasuredAndSummarised() throws Exception {
    Profile profile = profile("sleep 0.5", null);

    assertThat(profile.samplerCpuSeconds()).isPresent();
    double own = profile.samplerCpuSeconds().getAsDouble();
    assertThat(own).isNotNegative();
    assertThat(ProfileSummary.of(profile).samplerCpuSeconds()).hasValue(own);
  }

  @Test
  void processThatTouches200MiBReportsAMaxRssOfAtLeast180MiB() throws Exception {
    assumeTrue(onPath("python3"), "python3 is not on PATH");

    Profile profile =
        profile(
            "python3 -c 'b = bytearray(200 * 1024 * 1024); import time; time.sleep(1)'", null);

    assertThat(ProfileSummary.of(profile).memMax()).isGreaterThanOrEqualTo(180);
  }

  @Test
  void twoBackgroundBurnersUnderOneShellAreBothInTheSamples() throws Exception {
    assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two cores");

    Profile profile =
        profile(
            "sh -c '" + BURN + "' & sh -c '" + BURN + "' & wait", Duration.ofMillis(2000));

    ProfileSummary summary = ProfileSummary.of(profile);
    assertThat(profile.samples())
        .anySatisfy(sample -> assertThat(sample.processes()).isGreaterThanOrEqualTo(3));
    // Both burners count: were one left out, the samples would show half of what the tree got.
    assertThat(summary.cpuP95()).isGreaterThanOrEqualTo(0.8 * averageCpuPercent(profile));
  }

  @Test
  void burnerOf300MillisecondsReportsNonZeroCpu() throws Exception {
    Profile profile = profile("timeout 0.3 sh -c '" + BURN + "'", null);

    assertThat(profile.cpuSeconds()).isPositive();
    assertThat(ProfileSummary.of(profile).cpuMax()).isPositive();
    assertThat(profile.samples()).allSatisfy(s -> assertThat(s.cpuPercent()).isFinite());
  }

  @Test
  void countsChildrenThatExitedBetweenReadings() throws Exception {
    // Many short-lived children: most exit between two readings, their CPU reaches the total
    // through the shell's waited-for children time. Each does a fixed amount of work (about
    // 0.1 s of CPU), not a fixed wall time, so a busy machine stretches the run but cannot make
    // the children use less CPU than asserted.
    String work = "i=0; while [ $i -lt 60000 ]; do i=$((i+1)); done";
    Profile profile = profile("for i in 1 2 3 4 5 6; do sh -c '" + work + "'; done", null);

    assertThat(profile.cpuSeconds()).isGreaterThan(0.1);
  }

  @Test
  void processThatExitsAtOnceStillGetsAProfile() throws Exception {
    Profile profile = profile("exit 0", null);

    assertThat(profile.samples()).isNotEmpty();
    assertThat(profile.wallSeconds()).isPositive();
  }

  @Test
  void everyRunIsSampledOnOneThreadThatOutlivesTheRuns() throws Exception {
    // A thread born and ended within a run would have its /proc reads counted as the command's.
    profile("sleep 0.1", null);
    java.util.List<Thread> first = samplerThreads();
    profile("sleep 0.1", null);
    assertThat(first).hasSize(1);
    assertThat(first.get(0).isAlive()).isTrue();
    assertThat(samplerThreads()).containsExactlyElementsOf(first);
  }

  private static java.util.List<Thread> samplerThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().startsWith("jsonmark-sampler")).toList();
  }

  /** The tree's CPU time over the run's wall time, times 100: what the samples must agree with. */
  private static double averageCpuPercent(Profile profile) {
    return 100 * profile.cpuSeconds() / profile.wallSeconds();
  }

  /** Runs {@code command} under {@code /bin/sh -c}, killing its tree after {@code killAfter}. */
  private static Profile profile(String command, Duration killAfter)
      throws IOException, InterruptedException, ExecutionException, TimeoutException {
    Process process =
        new ProcessBuilder("/bin/sh", "-c", command)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    ProcessTreeSampler sampler =
        ProcessTreeSampler.start(process.toHandle(), ProcessTreeSampler.DEFAULT_INTERVAL);
    if (killAfter != null && !process.waitFor(killAfter.toMillis(), TimeUnit.MILLISECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
    process.onExit().get(30, TimeUnit.SECONDS);
    return sampler.stop();
  }

  private static boolean onPath(String program) {
    try {
      return new ProcessBuilder(program, "--version")
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start()
              .waitFor()
          == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }
}
