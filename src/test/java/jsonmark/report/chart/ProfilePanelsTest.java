package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.report.ManyCommands;
import jsonmark.report.Fixtures;
import jsonmark.report.Results;
import jsonmark.report.Simple1Results;
import jsonmark.report.chart.ProfilePanels.Curve;
import jsonmark.report.chart.ProfilePanels.Panel;
import jsonmark.result.CommandResult;
import jsonmark.result.Contention;
import jsonmark.result.RunResult;
import jsonmark.stats.CpuWait;
import org.junit.jupiter.api.Test;

/** The panels of cpu.png and memory.png: shared axes, living samples only, short runs kept. */
class ProfilePanelsTest {

  private static ProfilePanels memory(Results results) {
    return ProfilePanels.of(results, Sample::rssMiB, true).orElseThrow();
  }

  @Test
  void everyPanelSharesOneTimeAxisOutToTheLongestRunAndOneValueAxisFromZero() {
    ProfilePanels cpu =
        ProfilePanels.of(ManyCommands.results(3), Sample::cpuPercent, false).orElseThrow();

    double longest = cpu.panels().stream().flatMap(p -> p.curves().stream())
        .mapToDouble(Curve::end).max().orElseThrow();
    double highest = cpu.panels().stream().mapToDouble(Panel::max).max().orElseThrow();
    assertThat(longest).isGreaterThan(12); // python-json's runs; python-orjson's take 0.4 s
    assertThat(cpu.time().max()).isBetween(longest, longest * 1.25);
    assertThat(cpu.value().log()).isFalse();
    assertThat(cpu.value().min()).isZero();
    assertThat(cpu.value().max()).isGreaterThanOrEqualTo(highest);
  }

  @Test
  void memoryIsOnALogScaleWhenPeaksSpreadTenfoldAndItReachesEverySample() {
    // 3.3 MiB (rust) to 534 MiB (java-gson).
    ProfilePanels all = memory(Simple1Results.results());
    double lowest = all.panels().stream().flatMap(p -> p.curves().stream())
        .flatMapToDouble(c -> java.util.Arrays.stream(c.values())).min().orElseThrow();

    assertThat(all.value().log()).isTrue();
    assertThat(all.value().min()).isLessThanOrEqualTo(lowest);
    assertThat(all.value().max()).isGreaterThanOrEqualTo(534);
  }

  @Test
  void memoryOfCommandsAlikeStaysLinear() {
    Results all = Simple1Results.results();
    Results pythons = Fixtures.with(all, Fixtures.raw(all).subList(0, 6));

    assertThat(memory(pythons).value().log()).isFalse();
  }

  @Test
  void samplesTakenOnceNothingWasAliveAreNotDrawn() {
    // Each fixture run ends with two samples of 0 processes and 0 MiB.
    ProfilePanels panels = memory(ManyCommands.results(3));

    for (Panel panel : panels.panels()) {
      for (Curve curve : panel.curves()) {
        assertThat(java.util.Arrays.stream(curve.values()).min().orElseThrow()).isPositive();
      }
    }
  }

  @Test
  void aRunOfOneSampleIsOneStepFromTheStartAndItsMeanIsThatSample() {
    Results report = oneShortRun();
    Curve only = memory(report).panels().get(0).curves().get(0);

    assertThat(only.ends()).containsExactly(0.02);
    assertThat(only.mean()).isEqualTo(12.5);
  }

  @Test
  void aRunTooShortForTheSharedTimeAxisIsStillDrawnInItsPanel() {
    BufferedImage memory = ProfileGrid.draw(oneShortRun(), new ProfileGrid.Figure(
        "memory", "MiB", Sample::rssMiB, true, true)).orElseThrow();

    // The first panel, under the header.
    int blue = new Color(31, 119, 180).getRGB();
    int pixels = 0;
    for (int x = 0; x < ProfileGrid.PANEL_WIDTH; x++) {
      for (int y = ProfileGrid.HEADER; y < ProfileGrid.HEADER + ProfileGrid.PANEL_HEIGHT; y++) {
        pixels += memory.getRGB(x, y) == blue ? 1 : 0;
      }
    }
    // A dot a few pixels across, where its steps would be a speck.
    assertThat(pixels).as("python-orjson's 20 ms run, beside runs of 12 s").isGreaterThanOrEqualTo(10);
  }

  @Test
  void aRunSetAsideForWaitingOnABusyMachineIsNotDrawnItsReRunIs() {
    Results report = ManyCommands.results(1);
    CommandResult command = Fixtures.raw(report).get(0);
    Optional<Profile> profile = Optional.of(new Profile(
        List.of(new Sample(20, 100, 12.5, 1)), 20, 20, OptionalDouble.of(12.5)));
    RunResult waited = Fixtures.ok(1, 20, profile, List.of())
        .withCpuWait(new CpuWait(OptionalDouble.of(15), OptionalDouble.of(30),
            OptionalDouble.of(0), 20, Optional.empty(), OptionalDouble.of(0.004),
            OptionalDouble.of(150)), Contention.SET_ASIDE);
    List<RunResult> runs = new java.util.ArrayList<>(List.of(waited));
    runs.addAll(command.runs());
    List<Optional<Profile>> samples = new java.util.ArrayList<>(List.of(profile));
    samples.addAll(command.samples());
    Results withWait = Fixtures.with(report, List.of(new CommandResult(command.name(),
        command.command(), false, runs, samples, List.of(), List.of(), Optional.empty())));

    ProfilePanels panels = memory(withWait);

    assertThat(panels.panels().get(0).curves()).hasSize(3);
    assertThat(panels.time().max()).isLessThan(20);
  }

  /** Three commands of ManyCommands, the first (0.4 s runs) given one run of one 20 ms sample. */
  private static Results oneShortRun() {
    Results report = ManyCommands.results(3);
    List<CommandResult> all = Fixtures.raw(report);
    CommandResult first = all.get(0);
    Optional<Profile> profile = Optional.of(new Profile(
        List.of(new Sample(0.02, 100, 12.5, 1)), 0.02, 0.02, OptionalDouble.of(12.5)));
    RunResult run = Fixtures.ok(1, 0.02, profile, List.of());
    return Fixtures.with(report, List.of(new CommandResult(first.name(), first.command(), false,
        List.of(run), List.of(profile), List.of(), List.of(), Optional.empty()),
        all.get(1), all.get(2)));
  }
}
