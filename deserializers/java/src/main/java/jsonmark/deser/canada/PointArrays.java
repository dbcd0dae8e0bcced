package jsonmark.deser.canada;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A geometry's {@code coordinates}: arrays nested to any depth whose innermost arrays are
 * [longitude, latitude] points, each a {@code double[2]}. {@link Geometry} checks the depth; after
 * that check, {@link #polygons} gives the typed view.
 */
public final class PointArrays {

  // Each element is a double[2] point or a List<Object> one level deeper.
  private final List<Object> items;

  private PointArrays(List<Object> items) {
    this.items = items;
  }

  /** Reads an array of arrays from {@code tokens}; its depth is whatever the JSON holds. */
  public static PointArrays read(ArrayTokens tokens) throws IOException {
    tokens.beginArray();
    List<Object> list = new ArrayList<>();
    while (tokens.hasNext()) {
      if (!tokens.nextIsArray()) {
        throw new IOException("coordinates must be an array of arrays");
      }
      list.add(readArray(tokens));
    }
    tokens.endArray();
    return new PointArrays(list);
  }

  private static Object readArray(ArrayTokens tokens) throws IOException {
    tokens.beginArray();
    if (tokens.hasNext() && !tokens.nextIsArray()) {
      double[] point = new double[2];
      int size = 0;
      while (tokens.hasNext()) {
        if (size == 2) {
          throw new IOException("a point has more than two numbers");
        }
        point[size++] = tokens.nextDouble();
      }
      tokens.endArray();
      if (size != 2) {
        throw new IOException("a point has one number, not two");
      }
      return point;
    }
    List<Object> list = new ArrayList<>();
    while (tokens.hasNext()) {
      list.add(readArray(tokens));
    }
    tokens.endArray();
    return list;
  }

  /**
   * A library's writer, as the walk that writes the arrays back sees it (validation mode). {@link
   * #separator} comes between two elements; writers that place commas themselves ignore it.
   */
  public interface PointWriter {
    void beginArray() throws IOException;

    void separator() throws IOException;

    void number(double value) throws IOException;

    void endArray() throws IOException;
  }

  /** Writes the arrays back, points as two numbers, through a library's writer. */
  public void write(PointWriter out) throws IOException {
    writeList(items, out);
  }

  private static void writeList(List<?> list, PointWriter out) throws IOException {
    out.beginArray();
    for (int i = 0; i < list.size(); i++) {
      if (i > 0) {
        out.separator();
      }
      if (list.get(i) instanceof double[] point) {
        out.beginArray();
        out.number(point[0]);
        out.separator();
        out.number(point[1]);
        out.endArray();
      } else {
        writeList((List<?>) list.get(i), out);
      }
    }
    out.endArray();
  }

  /** Throws unless every element is {@code levels} arrays deep above its points. */
  void check(int levels) {
    check(items, levels);
  }

  private static void check(List<?> list, int levels) {
    for (Object item : list) {
      if (levels == 1) {
        if (!(item instanceof double[])) {
          throw new IllegalArgumentException(
              "coordinates: expected a point, found an array of arrays");
        }
      } else if (item instanceof List<?> sub) {
        check(sub, levels - 1);
      } else {
        throw new IllegalArgumentException(
            "coordinates: expected an array of arrays, found a point");
      }
    }
  }

  /** The typed view, valid once {@link #check} passed with the same {@code levels} (2 or 3). */
  @SuppressWarnings("unchecked") // check(levels) proved these element types
  List<List<List<double[]>>> polygons(int levels) {
    if (levels == 2) {
      return List.of((List<List<double[]>>) (List<?>) items);
    }
    return (List<List<List<double[]>>>) (List<?>) items;
  }
}
