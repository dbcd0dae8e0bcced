package jsonmark.benchmark.citm;

import java.util.SplittableRandom;
import jsonmark.benchmark.Benchmark;

/**
 * Events of a concert catalogue like simdjson's {@code citm_catalog.json}: integers, id arrays,
 * nested performances, many nulls, short French names, and maps keyed by numeric strings.
 */
public final class Citm1Benchmark implements Benchmark<Event> {

  @Override
  public String name() {
    return "Citm1Benchmark";
  }

  @Override
  public int version() {
    return 1;
  }

  @Override
  public String description() {
    return "concert catalogue events: integer ids, nested performances and prices, nulls,"
        + " numeric-string maps (~5 KB; 59,000 records, ~300 MB)";
  }

  @Override
  public long seed() {
    return 2013;
  }

  @Override
  public long defaultRecords() {
    return 59_000;
  }

  /** About 1 MB of JSON a block. */
  @Override
  public int recordsPerBlock() {
    return 256;
  }

  @Override
  public Class<Event> recordType() {
    return Event.class;
  }

  @Override
  public Event next(SplittableRandom random) {
    return Events.event(random);
  }

  /** As docs/benchmarks.md: topics, named areas, price amounts, and areas per seat category. */
  @Override
  public long checksum(Event event) {
    long sum = (long) event.topicIds().size() + event.areaNames().size();
    for (Performance performance : event.performances()) {
      for (Performance.Price price : performance.prices()) {
        sum += price.amount();
      }
      for (Performance.SeatCategory category : performance.seatCategories()) {
        sum += category.areas().size();
      }
    }
    return sum;
  }
}
