package jsonmark.benchmark.registry;

import java.util.List;
import java.util.Optional;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.benchmark.canada.Canada1Benchmark;
import jsonmark.benchmark.citm.Citm1Benchmark;
import jsonmark.benchmark.twitter.Twitter1Benchmark;

/**
 * The registry of benchmarks known to the driver: a package above every benchmark's own, so that
 * {@code benchmark} and its shape packages (canada, citm, twitter) form no cycle.
 */
public final class Benchmarks {

  private static final List<Benchmark<?>> ALL =
      List.of(
          new Simple1Benchmark(),
          new Twitter1Benchmark(),
          new Canada1Benchmark(),
          new Citm1Benchmark());

  private Benchmarks() {}

  public static List<Benchmark<?>> all() {
    return ALL;
  }

  public static Optional<Benchmark<?>> byName(String name) {
    return ALL.stream().filter(b -> b.name().equals(name)).findFirst();
  }

  public static String names() {
    return String.join(", ", ALL.stream().map(Benchmark::name).toList());
  }
}
