package jsonmark.stats.changes;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The merge pass of Hunter's and Otava's E-Divisive: weak change points are dropped one at a
 * time, bottom-up, until every one left passes the final p-value and has a positive margin (a
 * large enough change), each weighed against its neighbouring change points, not the window it
 * was found in.
 *
 * <p>Each round drops the point of the highest p-value if that fails; when all pass, the point
 * of the smallest margin if that is not positive; then both neighbours of the dropped point are
 * weighed again over their new, longer sides. (Otava re-weighs the right neighbour and the one
 * after it, which leaves the left neighbour's right side stale; here both neighbours are.)
 */
final class MergePass {

  private MergePass() {}

  /** The points that stand, with their sides. */
  static List<Weighed> merge(double[] logs, List<Integer> weak, double pValue,
      ToDoubleFunction<Sides> margin) {
    List<Integer> points = new ArrayList<>(weak);
    List<Sides> sides = new ArrayList<>();
    for (int i = 0; i < points.size(); i++) {
      sides.add(weigh(logs, points, i));
    }
    while (!points.isEmpty()) {
      int weakest = 0;
      for (int i = 1; i < points.size(); i++) {
        if (sides.get(i).pValue() > sides.get(weakest).pValue()) {
          weakest = i;
        }
      }
      if (sides.get(weakest).pValue() < pValue) {
        weakest = 0;
        for (int i = 1; i < points.size(); i++) {
          if (margin.applyAsDouble(sides.get(i)) < margin.applyAsDouble(sides.get(weakest))) {
            weakest = i;
          }
        }
        if (margin.applyAsDouble(sides.get(weakest)) > 0) {
          break;
        }
      }
      points.remove(weakest);
      sides.remove(weakest);
      if (weakest > 0) {
        sides.set(weakest - 1, weigh(logs, points, weakest - 1));
      }
      if (weakest < points.size()) {
        sides.set(weakest, weigh(logs, points, weakest));
      }
    }
    List<Weighed> result = new ArrayList<>();
    for (int i = 0; i < points.size(); i++) {
      result.add(new Weighed(points.get(i), sides.get(i)));
    }
    return result;
  }

  private static Sides weigh(double[] logs, List<Integer> points, int i) {
    int from = i == 0 ? 0 : points.get(i - 1);
    int to = i == points.size() - 1 ? logs.length : points.get(i + 1);
    return Sides.of(logs, from, points.get(i), to);
  }

  /** A change point that stands, and its two sides. */
  record Weighed(int index, Sides sides) {}
}
