package jsonmark.preparation;

import java.util.Optional;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.cache.CacheKey;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;

/**
 * The cache key of a generated data file, built here only: what a run asks the cache for, and
 * what {@code jsonmark cache} compares each file's key with to tell stale files.
 */
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
    return Optional.of(of(b.get(), s.get(), had.records()));
  }

  /** The key of {@code records} records of {@code benchmark} written by {@code serializer}. */
  static CacheKey of(Benchmark<?> benchmark, Serializer serializer, long records) {
    return new CacheKey(benchmark.name(), benchmark.version(), serializer.name(),
        serializer.description(), records, benchmark.seed(), DataPreparation.GENERATOR_VERSION);
  }
}
