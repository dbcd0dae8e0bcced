package jsonmark.cache;

/**
 * The sidecar that says what a cached data file holds; the file is trusted only when this
 * matches what the run asks for and the file's size and SHA-256 match it.
 *
 * @param benchmark benchmark name
 * @param benchmarkVersion the benchmark's record version
 * @param serializer serializer name
 * @param serializerLibrary the library and version that wrote the file
 * @param records record (line) count
 * @param seed the benchmark's seed
 * @param generatorVersion the block and seeding scheme's version
 * @param bytes the file's size
 * @param sha256 the file's SHA-256, hex
 * @param checksum the expected deserializer checksum: sum of integer_1 + integer_2
 */
public record Metadata(
    String benchmark,
    int benchmarkVersion,
    String serializer,
    String serializerLibrary,
    long records,
    long seed,
    int generatorVersion,
    long bytes,
    String sha256,
    long checksum) {

  /** Whether this describes the same data as {@code wanted}, whose size and hash are unknown. */
  public boolean describes(Metadata wanted) {
    return benchmark.equals(wanted.benchmark)
        && benchmarkVersion == wanted.benchmarkVersion
        && serializer.equals(wanted.serializer)
        && serializerLibrary.equals(wanted.serializerLibrary)
        && records == wanted.records
        && seed == wanted.seed
        && generatorVersion == wanted.generatorVersion;
  }
}
