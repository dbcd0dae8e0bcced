package jsonmark.stats.changes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Finds the runs at which most series of one machine changed together, so that they are reported
 * once as a change of the machine rather than once a series.
 */
public final class MachineShifts {

  /** At least half of a machine's series changing at one run make it the machine's change. */
  public static final double DEFAULT_FRACTION = 0.5;

  private MachineShifts() {}

  /**
   * The runs at which at least {@code fraction} of the machine's {@code seriesCount} series, and
   * at least two, have a change point: at exactly that run index (series run on the same runs, so
   * no tolerance is allowed). Each series counts once a run; ordered by run.
   *
   * @param changeRunIndexes one array a series (of those with change points), the run indexes of
   *     its change points
   * @param seriesCount how many series the machine has, with or without change points
   * @param fraction in (0, 1]; {@link #DEFAULT_FRACTION} unless the user asked otherwise
   */
  public static List<MachineShift> find(List<int[]> changeRunIndexes, int seriesCount,
      double fraction) {
    if (changeRunIndexes == null) {
      throw new IllegalArgumentException("no change points to look for a machine's change in");
    }
    if (!(fraction > 0 && fraction <= 1)) {
      throw new IllegalArgumentException("the fraction of a machine's series is " + fraction
          + "; give a number above 0 and at most 1, such as 0.5");
    }
    if (seriesCount < changeRunIndexes.size()) {
      throw new IllegalArgumentException("change points of " + changeRunIndexes.size()
          + " series but a machine of " + seriesCount + "; count every series of the machine");
    }
    Map<Integer, Integer> moved = new TreeMap<>();
    for (int[] series : changeRunIndexes) {
      TreeSet<Integer> runs = new TreeSet<>();
      for (int run : series) {
        runs.add(run);
      }
      for (int run : runs) {
        moved.merge(run, 1, Integer::sum);
      }
    }
    List<MachineShift> shifts = new ArrayList<>();
    for (Map.Entry<Integer, Integer> e : moved.entrySet()) {
      if (e.getValue() >= 2 && e.getValue() >= fraction * seriesCount) {
        shifts.add(new MachineShift(e.getKey(), e.getValue(), seriesCount));
      }
    }
    return shifts;
  }
}
