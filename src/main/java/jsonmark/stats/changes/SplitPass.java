package jsonmark.stats.changes;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The split pass of Hunter's and Otava's E-Divisive (Fleming et al., 2023): E-Divisive inside
 * sliding windows, each candidate accepted by the t-test at the weak p-value instead of by
 * permutations, so the result is deterministic.
 *
 * <p>Inside a window, the stretches between the points found so far are searched; the candidate
 * of the highest energy ({@link Energy}) is tested against its stretch; a pass accepts it and the
 * search repeats, the first failure ends the window. The next window starts half a window on, or
 * at the last point found if that is further.
 */
final class SplitPass {

  private SplitPass() {}

  /** The weak change points of {@code logs}, sorted. */
  static List<Integer> weakPoints(double[] logs, int window, double weakPValue) {
    TreeSet<Integer> found = new TreeSet<>();
    int step = window / 2;
    int start = 0;
    while (start < logs.length) {
      int end = Math.min(start + window, logs.length);
      List<Integer> inWindow = inWindow(logs, start, end, weakPValue);
      int last = inWindow.isEmpty() ? 0 : inWindow.get(inWindow.size() - 1);
      start = Math.max(last, start + step);
      found.addAll(inWindow);
    }
    return new ArrayList<>(found);
  }

  private static List<Integer> inWindow(double[] logs, int start, int end, double weakPValue) {
    Energy energy = new Energy(logs, start, end);
    TreeSet<Integer> points = new TreeSet<>();
    while (true) {
      int bestFrom = -1;
      int bestTo = -1;
      Energy.Candidate best = null;
      int from = start;
      for (int boundary : boundaries(points, end)) {
        if (boundary - from >= 2) {
          Energy.Candidate c = energy.best(from, boundary);
          if (best == null || c.energy() > best.energy()) {
            best = c;
            bestFrom = from;
            bestTo = boundary;
          }
        }
        from = boundary;
      }
      if (best == null
          || Sides.of(logs, bestFrom, best.index(), bestTo).pValue() > weakPValue) {
        return new ArrayList<>(points);
      }
      points.add(best.index());
    }
  }

  private static List<Integer> boundaries(TreeSet<Integer> points, int end) {
    List<Integer> boundaries = new ArrayList<>(points);
    boundaries.add(end);
    return boundaries;
  }
}
