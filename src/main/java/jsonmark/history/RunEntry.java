package jsonmark.history;

import java.util.List;

/**
 * What one benchmark run adds to the history: its row and each series' figure.
 *
 * @param run the run
 * @param points its figures, one per command and measure that has one
 */
public record RunEntry(RunRow run, List<Point> points) {

  public RunEntry {
    points = List.copyOf(points);
  }
}
