package jsonmark.report.chart;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Places the labels of a scatter chart so that no label covers a point or another label: each
 * label tries positions around its point, nearest first, then farther out with a leader line;
 * a label that fits nowhere is given a number instead, to be spelled out in a key beside the
 * chart. Pure geometry in pixels, so it is tested without drawing.
 */
final class LabelLayout {

  /** A point to label: its centre, its radius, and the size of its label's box. */
  record Item(int x, int y, int radius, int width, int height) {}

  /**
   * Where an item's label went: its box, and whether a leader line joins it to its point; empty
   * box when it fits nowhere and is numbered in the key instead.
   */
  record Placement(Optional<Rectangle> box, boolean leader) {}

  /** Distances from a point's edge to try, in pixels; past the first a leader line is drawn. */
  private static final int[] RINGS = {3, 14, 30, 50, 75};
  /** The same for numbers, which are small and must go somewhere: farther out, if need be. */
  private static final int[] NUMBER_RINGS = {3, 14, 30, 50, 75, 105, 140, 180};

  private LabelLayout() {}

  /**
   * The placement of each item's label, in the order given (earlier items get the nearer
   * places: give the most important first), every box inside {@code bounds}.
   */
  static List<Placement> place(List<Item> items, Rectangle bounds) {
    return place(items, bounds, List.of(), RINGS);
  }

  /**
   * As {@link #place(List, Rectangle)} for the numbers of the labels that fit nowhere, with more
   * boxes that none may cover (the points and the labels placed), and farther rings.
   */
  static List<Placement> placeNumbers(List<Item> items, Rectangle bounds,
      List<Rectangle> obstacles) {
    return place(items, bounds, obstacles, NUMBER_RINGS);
  }

  private static List<Placement> place(List<Item> items, Rectangle bounds,
      List<Rectangle> obstacles, int[] rings) {
    List<Rectangle> taken = new ArrayList<>(obstacles);
    for (Item item : items) {
      taken.add(dot(item));
    }
    List<Placement> placements = new ArrayList<>();
    for (Item item : items) {
      Optional<Rectangle> found = Optional.empty();
      int ring = 0;
      for (; ring < rings.length && found.isEmpty(); ring++) {
        for (Rectangle candidate : candidates(item, rings[ring])) {
          if (bounds.contains(candidate) && taken.stream().noneMatch(candidate::intersects)) {
            found = Optional.of(candidate);
            break;
          }
        }
      }
      found.ifPresent(taken::add);
      placements.add(new Placement(found, found.isPresent() && ring > 1));
    }
    return placements;
  }

  /** The box a point's marker covers, with a pixel of margin. */
  static Rectangle dot(Item item) {
    int r = item.radius() + 1;
    return new Rectangle(item.x() - r, item.y() - r, 2 * r, 2 * r);
  }

  /** Boxes at {@code gap} pixels from the point: right, left, above, below, then diagonals. */
  private static List<Rectangle> candidates(Item item, int gap) {
    int r = item.radius() + gap;
    int w = item.width();
    int h = item.height();
    int x = item.x();
    int y = item.y();
    return List.of(
        new Rectangle(x + r, y - h / 2, w, h),
        new Rectangle(x - r - w, y - h / 2, w, h),
        new Rectangle(x - w / 2, y - r - h, w, h),
        new Rectangle(x - w / 2, y + r, w, h),
        new Rectangle(x + r, y - r - h, w, h),
        new Rectangle(x + r, y + r, w, h),
        new Rectangle(x - r - w, y - r - h, w, h),
        new Rectangle(x - r - w, y + r, w, h));
  }
}
