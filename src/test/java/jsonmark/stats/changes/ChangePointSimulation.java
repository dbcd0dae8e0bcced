package jsonmark.stats.changes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Prints, never asserts, how often change-point detection and the gate over history alarm on
 * seeded series with no change, and how often and how soon they find a real one: the figures
 * docs/history.md reports. Run by {@code bench/changepoint-sim.sh [TRIALS] [SD...]}; SD is the
 * relative noise of one point of a series (0.061: one 0.25 s loop on a quiet day of this machine,
 * 0.267: on a loaded one, both from docs/lab/2026-12-06-timing-and-noise.md).
 */
public final class ChangePointSimulation {

  private static final int LENGTH = 100;
  private static final int STEP_AFTER = 10;
  private static final double STEP = 0.10;
  private static final double FAIL_PERCENT = 5;

  private ChangePointSimulation() {}

  public static void main(String[] args) {
    int trials = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    double[] sds = args.length > 1
        ? Arrays.stream(args, 1, args.length).mapToDouble(Double::parseDouble).toArray()
        : new double[] {0.01, 0.02, 0.061, 0.267};
    System.out.printf(Locale.ROOT, "%d seeded trials a row; a flat series is %d points at one"
        + " level with log-normal noise of the given sd%n%n", trials, LENGTH);
    System.out.println("Timed change points (defaults: window 50, p 0.001, minimum 2 %):");
    System.out.println("| sd | p | flat: series with a change point | flat: change points"
        + " | 10 % step at 50: found at 50 ± 2 | 10 % step after run 10: found within 20"
        + " runs | runs it took (median, worst) |");
    System.out.println("|---|---|---|---|---|---|---|");
    for (double sd : sds) {
      for (double p : new double[] {0.001, 0.0001}) {
        timedRow(trials, sd, new ChangePointOptions(50, p, 0.02, 3));
      }
    }
    System.out.println();
    System.out.println("Exact counts (a step beyond the series' own spread):");
    System.out.println("| count noise | flat: series with a change point | 0.5 % step at 50:"
        + " found at 50 |");
    System.out.println("|---|---|---|");
    for (double noise : new double[] {0, 0.0002, 0.0005}) {
      exactRow(trials, noise);
    }
    System.out.println();
    System.out.printf(Locale.ROOT, "Gate over history (99 %% prediction interval, fail at"
        + " %.0f %%, history of the last N points):%n", FAIL_PERCENT);
    System.out.println("| sd | N | A against A: regression | A against A: too noisy"
        + " | 10 % slower: regression | 10 % slower: too noisy |");
    System.out.println("|---|---|---|---|---|---|");
    for (double sd : sds) {
      for (int n : new int[] {10, 20, 50}) {
        gateRow(trials, sd, n);
      }
    }
  }

  private static void timedRow(int trials, double sd, ChangePointOptions o) {
    int alarmedSeries = 0;
    int alarms = 0;
    int foundAtStep = 0;
    for (int t = 0; t < trials; t++) {
      List<ChangePoint> flat =
          ChangePoints.find(SyntheticSeries.flat(new Random(t), sd, LENGTH, 1), false, o);
      alarmedSeries += flat.isEmpty() ? 0 : 1;
      alarms += flat.size();
      double[] step = SyntheticSeries.timed(new Random(100_000 + t), sd,
          new int[] {LENGTH / 2, LENGTH / 2}, new double[] {1, 1 + STEP});
      if (ChangePoints.find(step, false, o).stream()
          .anyMatch(c -> Math.abs(c.index() - LENGTH / 2) <= 2)) {
        foundAtStep++;
      }
    }
    List<Integer> took = new ArrayList<>();
    for (int t = 0; t < trials; t++) {
      int runs = runsToFind(new Random(200_000 + t), sd, o, 20);
      if (runs > 0) {
        took.add(runs);
      }
    }
    took.sort(null);
    System.out.printf(Locale.ROOT, "| %.1f %% | %s | %d of %d | %d | %d of %d | %d of %d | %s |%n",
        sd * 100, o.pValue(), alarmedSeries, trials, alarms, foundAtStep, trials, took.size(),
        trials, took.isEmpty() ? "n/a"
            : took.get(took.size() / 2) + ", " + took.get(took.size() - 1));
  }

  /**
   * Runs added after a 10 % step that follows {@code STEP_AFTER} runs until a confirmed change
   * point within one run of it is found, at most {@code most}; 0 if never.
   */
  private static int runsToFind(Random random, double sd, ChangePointOptions o, int most) {
    double[] series = SyntheticSeries.timed(random, sd, new int[] {STEP_AFTER, most},
        new double[] {1, 1 + STEP});
    for (int after = 1; after <= most; after++) {
      double[] seen = Arrays.copyOf(series, STEP_AFTER + after);
      boolean found = ChangePoints.find(seen, false, o).stream()
          .anyMatch(c -> c.confirmed() && Math.abs(c.index() - STEP_AFTER) <= 1);
      if (found) {
        return after;
      }
    }
    return 0;
  }

  private static void exactRow(int trials, double noise) {
    ChangePointOptions o = ChangePointOptions.defaults();
    int alarmed = 0;
    int found = 0;
    for (int t = 0; t < trials; t++) {
      Random random = new Random(300_000 + t);
      double[] flat = new double[LENGTH];
      double[] step = new double[LENGTH];
      for (int i = 0; i < LENGTH; i++) {
        flat[i] = Math.round(1_000_000 * (1 + noise * random.nextDouble()));
        double level = i < LENGTH / 2 ? 1_000_000 : 1_005_000;
        step[i] = Math.round(level * (1 + noise * random.nextDouble()));
      }
      alarmed += ChangePoints.find(flat, true, o).isEmpty() ? 0 : 1;
      if (ChangePoints.find(step, true, o).stream().anyMatch(c -> c.index() == LENGTH / 2)) {
        found++;
      }
    }
    System.out.printf(Locale.ROOT, "| %.2f %% | %d of %d | %d of %d |%n", noise * 100, alarmed,
        trials, found, trials);
  }

  private static void gateRow(int trials, double sd, int n) {
    int[] same = new int[GateVerdict.Kind.values().length];
    int[] slower = new int[GateVerdict.Kind.values().length];
    for (int t = 0; t < trials; t++) {
      double[] series = SyntheticSeries.flat(new Random(400_000 + t), sd, n + 2, 1);
      double[] history = Arrays.copyOf(series, n);
      same[HistoryGate.check(history, series[n], false, FAIL_PERCENT, n).kind().ordinal()]++;
      double value = series[n + 1] * (1 + STEP);
      slower[HistoryGate.check(history, value, false, FAIL_PERCENT, n).kind().ordinal()]++;
    }
    int regression = GateVerdict.Kind.REGRESSION.ordinal();
    int noisy = GateVerdict.Kind.TOO_NOISY.ordinal();
    System.out.printf(Locale.ROOT, "| %.1f %% | %d | %d of %d | %d of %d | %d of %d | %d of %d |%n",
        sd * 100, n, same[regression], trials, same[noisy], trials, slower[regression], trials,
        slower[noisy], trials);
  }
}
