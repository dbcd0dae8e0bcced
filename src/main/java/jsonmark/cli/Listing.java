package jsonmark.cli;

import java.io.PrintWriter;
import jsonmark.benchmark.Benchmark;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;

/** {@code --list}: the benchmarks and serializers, one line each. */
final class Listing {

  private Listing() {}

  static void print(PrintWriter out) {
    out.println("Benchmarks:");
    for (Benchmark<?> benchmark : jsonmark.benchmark.registry.Benchmarks.all()) {
      out.printf("  %-20s %s%n", benchmark.name(), benchmark.description());
    }
    out.println("Serializers:");
    for (Serializer serializer : Serializers.all()) {
      String note = serializer == Serializers.defaultSerializer() ? " (default)" : "";
      out.printf("  %-20s %s%s%n", serializer.name(), serializer.description(), note);
    }
    out.flush();
  }
}
