package jsonmark.run;

import java.util.Optional;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.cache.CacheKey;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;

/** The cache keys this version asks for, so that {@code jsonmark cache} can tell stale files. */
public final class CacheKeys {

  private CacheKeys() {}

  /**
   * The key a run of this version would ask the cache for, for the benchmark, serializer and
   * records of {@code had}; empty when this version has no such benchmark or serializer.
   */
  public static Optional<CacheKey> expected(CacheKey had) {
    Optional<Benchmark<?>> b = Benchmarks.byName(had.benchmark());
    Optional<Serializer> s = Serializers.byName(had.serializer());
    if (b.isEmpty() || s.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new CacheKey(b.get().name(), b.get().version(), s.get().name(),
        s.get().description(), had.records(), b.get().seed(), DataPreparation.GENERATOR_VERSION));
  }
}
