package jsonmark.history;

import java.util.List;

/**
 * The points of one command on one benchmark's data, by one measure, on one machine, in time
 * order: the series a trend follows across versions of its libraries and toolchain.
 *
 * @param id the line's id ({@link SeriesKey#lineId})
 * @param points every point, interrupted runs' included
 */
public record Line(String id, List<StoredPoint> points) {

  public Line {
    points = List.copyOf(points);
  }

  /** The points that count as evidence: those of runs that ran to their end. */
  public List<StoredPoint> evidence() {
    return points.stream().filter(p -> p.run().complete()).toList();
  }

  /** What every point shares: the latest point's series. */
  public SeriesKey key() {
    return points.get(points.size() - 1).series();
  }

  /** The line in one phrase: command, benchmark and measure. */
  public String title() {
    SeriesKey key = key();
    return key.commandName() + " · " + points.get(0).run().benchmark() + " · " + key.measure();
  }

  /** Whether its figures are instruction counts, all exact. */
  public boolean exact() {
    return !evidence().isEmpty() && evidence().stream().allMatch(StoredPoint::exact);
  }
}
