package jsonmark.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The Pareto front of points to be minimised on two axes (time and memory): the points that no
 * other point beats on both, that is, nothing is both faster and leaner. A point equal to another
 * on both axes is on the front with it.
 */
public final class Pareto {

  /** A point: its index in the caller's list, and its two values (both lower is better). */
  public record Point(int index, double x, double y) {}

  private Pareto() {}

  /** The points of the front, by increasing {@code x} (so by decreasing {@code y}). */
  public static List<Point> front(List<Point> points) {
    List<Point> sorted = new ArrayList<>(points);
    sorted.sort(Comparator.comparingDouble(Point::x).thenComparingDouble(Point::y));
    List<Point> front = new ArrayList<>();
    double bestY = Double.POSITIVE_INFINITY;
    double bestYx = Double.NaN;
    for (Point point : sorted) {
      // Sorted by x, a point is dominated exactly when an earlier point is at least as lean; one
      // equal on both axes to the last on the front does not dominate it.
      boolean sameAsBest = point.y() == bestY && point.x() == bestYx;
      if (point.y() < bestY || sameAsBest) {
        front.add(point);
        bestY = point.y();
        bestYx = point.x();
      }
    }
    return front;
  }
}
