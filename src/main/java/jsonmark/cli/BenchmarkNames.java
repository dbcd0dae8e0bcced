package jsonmark.cli;

import java.util.Optional;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;

/** A benchmark named on the command line, in any case: {@code simple1benchmark} is Simple1Benchmark. */
final class BenchmarkNames {

  private BenchmarkNames() {}

  static Optional<Benchmark<?>> find(String name) {
    Optional<Benchmark<?>> exact = Benchmarks.byName(name);
    if (exact.isPresent()) {
      return exact;
    }
    return Benchmarks.all().stream()
        .filter(benchmark -> benchmark.name().equalsIgnoreCase(name.strip()))
        .findFirst();
  }
}
