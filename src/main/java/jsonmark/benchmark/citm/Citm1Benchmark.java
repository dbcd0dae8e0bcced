package jsonmark.benchmark.citm;

import java.util.SplittableRandom;
import jsonmark.benchmark.DefinedBenchmark;

/**
 * Events of a concert catalogue like simdjson's {@code citm_catalog.json}: integers, id arrays,
 * nested performances, many nulls, short French names, and maps keyed by numeric strings.
 */
public final class Citm1Benchmark extends DefinedBenchmark<Event> {

  private static final String DESCRIPTION =
      "concert catalogue events: integer ids, nested performances and prices, nulls,"
          + " numeric-string maps (~5 KB; 59,000 records, ~300 MB)";

  public Citm1Benchmark() {
    // 256 records a block: about 1 MB of JSON
    super(new Definition<>("Citm1Benchmark", 1, DESCRIPTION, 2013, 59_000, 256, Event.class));
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
