package jsonmark.deser;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;
import jsonmark.deser.canada.Feature;
import jsonmark.deser.citm.Event;
import jsonmark.deser.twitter.Status;

/**
 * The benchmarks of docs/benchmarks.md, each with the typed model that its lines bind to, and
 * {@code Data}, the user's own file, with the generic checksum.
 */
enum Benchmark {
  SIMPLE1("Simple1Benchmark", Simple1Record.class),
  TWITTER1("Twitter1Benchmark", Status.class),
  CANADA1("Canada1Benchmark", Feature.class),
  CITM1("Citm1Benchmark", Event.class),
  /** The user's own JSON Lines (jsonmark --data): any JSON, into each library's tree. */
  DATA("Data", null);

  /** The environment variable that names the benchmark; the driver exports it for every run. */
  static final String ENV = "JSONMARK_BENCHMARK";

  /** The benchmark when {@link #ENV} is unset. */
  static final Benchmark DEFAULT = SIMPLE1;

  private final String benchmarkName;
  private final Class<? extends Checksummed> model;

  Benchmark(String benchmarkName, Class<? extends Checksummed> model) {
    this.benchmarkName = benchmarkName;
    this.model = model;
  }

  /** The name the driver uses, e.g. {@code Twitter1Benchmark}. */
  String benchmarkName() {
    return benchmarkName;
  }

  /** The record type that one line binds to; null for {@code Data}, read as any JSON. */
  Class<? extends Checksummed> model() {
    return model;
  }

  /** The benchmark with this name, if any. */
  static Optional<Benchmark> byName(String name) {
    return Arrays.stream(values()).filter(b -> b.benchmarkName.equals(name)).findFirst();
  }

  /** All names, comma-separated, for messages. */
  static String names() {
    return Arrays.stream(values()).map(Benchmark::benchmarkName).collect(Collectors.joining(", "));
  }
}
