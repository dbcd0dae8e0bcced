package jsonmark.history;

import java.util.List;
import jsonmark.stats.changes.ChangePoint;

/**
 * A change point of a line, with what else changed between its two sides.
 *
 * @param point where, by how much, how sure, and whether it is final
 * @param before the last point of the old regime
 * @param after the first point of the new one
 * @param alsoChanged what differs between the two runs (commit, libraries, toolchain, driver
 *     version, the machine), each in a few words; empty when nothing recorded did
 */
public record Change(ChangePoint point, StoredPoint before, StoredPoint after,
    List<String> alsoChanged) {

  public Change {
    alsoChanged = List.copyOf(alsoChanged);
  }

  /** The same change with {@code label} added to what else changed. */
  Change with(String label) {
    List<String> labels = new java.util.ArrayList<>(alsoChanged);
    labels.add(label);
    return new Change(point, before, after, labels);
  }
}
