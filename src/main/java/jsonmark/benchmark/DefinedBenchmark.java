package jsonmark.benchmark;

/**
 * A benchmark whose name, version, seed and sizes are given once, as a {@link Definition}: each
 * benchmark writes only how it draws a record and what the record adds to the checksum.
 *
 * @param <R> the record type
 */
public abstract class DefinedBenchmark<R> implements Benchmark<R> {

  /**
   * What names a benchmark and fixes its records (see {@link Benchmark} for each part).
   *
   * @param recordsPerBlock records per block, {@link RecordBlocks#BLOCK_SIZE} unless the records
   *     are large
   */
  public record Definition<R>(String name, int version, String description, long seed,
      long defaultRecords, int recordsPerBlock, Class<R> recordType) {}

  private final Definition<R> definition;

  protected DefinedBenchmark(Definition<R> definition) {
    this.definition = definition;
  }

  @Override
  public final String name() {
    return definition.name();
  }

  @Override
  public final int version() {
    return definition.version();
  }

  @Override
  public final String description() {
    return definition.description();
  }

  @Override
  public final long seed() {
    return definition.seed();
  }

  @Override
  public final long defaultRecords() {
    return definition.defaultRecords();
  }

  @Override
  public final int recordsPerBlock() {
    return definition.recordsPerBlock();
  }

  @Override
  public final Class<R> recordType() {
    return definition.recordType();
  }
}
