package jsonmark.cache;

import java.util.Objects;

/**
 * What a run asks the cache for: everything that decides a data file's bytes. A cached file is
 * used only when its sidecar's key equals the run's.
 *
 * @param benchmark benchmark name
 * @param benchmarkVersion the benchmark's record version
 * @param serializer serializer name
 * @param serializerLibrary the library and version that writes the file
 * @param records record (line) count
 * @param seed the benchmark's seed
 * @param generatorVersion the block and seeding scheme's version
 */
public record CacheKey(
    String benchmark,
    int benchmarkVersion,
    String serializer,
    String serializerLibrary,
    long records,
    long seed,
    int generatorVersion) {

  public CacheKey {
    Objects.requireNonNull(benchmark, "benchmark");
    Objects.requireNonNull(serializer, "serializer");
    Objects.requireNonNull(serializerLibrary, "serializerLibrary");
  }
}
