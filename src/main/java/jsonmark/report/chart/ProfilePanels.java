package jsonmark.report.chart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.report.Languages;
import jsonmark.report.Results;
import jsonmark.result.CommandSummary;
import jsonmark.result.Contention;
import jsonmark.result.RunResult;

/**
 * What {@code cpu.png} or {@code memory.png} shows, before it is drawn: one panel per profiled
 * command with each run's samples, and the two axes every panel shares, so that panels compare
 * at a glance. The value axis turns logarithmic where the commands' peaks spread tenfold or more
 * (a hundredfold is common in memory), if the caller allows: on a linear one the leaner commands'
 * curves would lie flat along the bottom, and each panel's title gives its figure anyway.
 *
 * @param panels one per command that has a profiled run, in the report's order
 * @param time seconds since the spawn, out to the longest run
 * @param value the figure sampled, from 0 (or, logarithmic, from below its smallest sample)
 */
record ProfilePanels(List<Panel> panels, Axis time, Axis value) {

  /** Largest over smallest peak past which the value axis is logarithmic, where allowed. */
  static final double LOG_SPREAD = 10;

  // The results are read only through these accessors, so that a renamed model type is one
  // edit here.
  private static List<CommandSummary> commands(Results results) {
    return results.report().commands();
  }

  /** A run with its samples, when profiled. */
  private record Sampled(RunResult run, Optional<List<Sample>> samples) {}

  /** The runs drawn: not those set aside for waiting on a busy machine, which ran again. */
  private static List<Sampled> runs(Results results, CommandSummary command) {
    List<Sampled> runs = new ArrayList<>();
    for (int i = 0; i < command.runs().size(); i++) {
      RunResult run = command.runs().get(i);
      if (run.contention() != Contention.SET_ASIDE) {
        runs.add(new Sampled(run, results.samples(command, i).map(Profile::samples)));
      }
    }
    return runs;
  }

  /**
   * One run as drawn: sample {@code i} stands for the interval from {@code ends[i - 1]} (from 0
   * for the first) to {@code ends[i]}, as the profiler measured CPU % over it.
   *
   * @param run the run's number
   * @param seconds the run's wall time, which orders runs to find the median one
   */
  record Curve(int run, double seconds, double[] ends, double[] values) {

    /** When the run's last sample was taken. */
    double end() {
      return ends[ends.length - 1];
    }

    /** The mean over the run, each sample weighted by the interval it covers. */
    double mean() {
      double sum = 0;
      for (int i = 0; i < values.length; i++) {
        sum += values[i] * (ends[i] - (i == 0 ? 0 : ends[i - 1]));
      }
      return end() > 0 ? sum / end() : values[0];
    }

    double max() {
      return Arrays.stream(values).max().orElse(0);
    }
  }

  /**
   * One command's panel.
   *
   * @param median index in {@code curves} of the run of median wall time, -1 without curves
   */
  record Panel(String title, Color colour, List<Curve> curves, int median) {

    /** The mean over every sampled second of every run. */
    double mean() {
      double seconds = curves.stream().mapToDouble(Curve::end).sum();
      return seconds > 0
          ? curves.stream().mapToDouble(c -> c.mean() * c.end()).sum() / seconds
          : curves.stream().mapToDouble(Curve::mean).average().orElse(0);
    }

    double max() {
      return curves.stream().mapToDouble(Curve::max).max().orElse(0);
    }
  }

  /**
   * The panels of the profiled commands of {@code results} for the figure {@code value}, or empty when
   * no run has a sample. Only samples of a living tree count: one taken after every process
   * exited would show the end of a run as 0 MiB.
   */
  static Optional<ProfilePanels> of(
      Results results, ToDoubleFunction<Sample> value, boolean mayBeLog) {
    List<CommandSummary> commands = commands(results);
    Languages languages = new Languages(commands);
    List<String> labels = ChartLabels.of(commands);
    List<Panel> panels = new ArrayList<>();
    for (int c = 0; c < commands.size(); c++) {
      List<Curve> curves = new ArrayList<>();
      boolean profiled = false;
      for (Sampled sampled : runs(results, commands.get(c))) {
        profiled |= sampled.samples().isPresent();
        sampled.samples().flatMap(s -> curve(sampled.run(), s, value)).ifPresent(curves::add);
      }
      if (profiled) {
        panels.add(new Panel(labels.get(c), languages.colour(commands.get(c)), curves,
            median(curves)));
      }
    }
    if (panels.stream().allMatch(p -> p.curves().isEmpty())) {
      return Optional.empty();
    }
    double longest = panels.stream().flatMap(p -> p.curves().stream())
        .mapToDouble(Curve::end).max().orElse(1);
    return Optional.of(new ProfilePanels(panels, Axis.linear(longest), valueAxis(panels,
        mayBeLog)));
  }

  private static Optional<Curve> curve(
      RunResult run, List<Sample> samples, ToDoubleFunction<Sample> value) {
    List<Sample> alive = samples.stream()
        .filter(s -> s.processes() > 0 && Double.isFinite(value.applyAsDouble(s)))
        .toList();
    if (alive.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Curve(run.run(), run.seconds(),
        alive.stream().mapToDouble(Sample::seconds).toArray(),
        alive.stream().mapToDouble(value).toArray()));
  }

  /**
   * One axis for every panel: logarithmic when allowed and the commands' peaks spread widely, so
   * that a 4 MiB command is not a line at 0 beside a 500 MiB one; else linear from 0.
   */
  private static Axis valueAxis(List<Panel> panels, boolean mayBeLog) {
    List<Panel> drawn = panels.stream().filter(p -> !p.curves().isEmpty()).toList();
    double highest = drawn.stream().mapToDouble(Panel::max).max().orElse(1);
    double lowestPeak = drawn.stream().mapToDouble(Panel::max).min().orElse(highest);
    double lowest = drawn.stream().flatMap(p -> p.curves().stream())
        .flatMapToDouble(c -> Arrays.stream(c.values())).filter(v -> v > 0).min().orElse(0);
    if (mayBeLog && lowestPeak > 0 && highest / lowestPeak >= LOG_SPREAD) {
      // A margin, so that no curve runs along the frame.
      return Axis.logarithmic(lowest / 1.2, highest * 1.2);
    }
    return Axis.linear(highest > 0 ? highest * 1.05 : 1);
  }

  /** The index of the run whose wall time is the median of those drawn; -1 when none. */
  private static int median(List<Curve> curves) {
    if (curves.isEmpty()) {
      return -1;
    }
    List<Curve> sorted =
        curves.stream().sorted(Comparator.comparingDouble(Curve::seconds)).toList();
    return curves.indexOf(sorted.get((sorted.size() - 1) / 2));
  }
}
