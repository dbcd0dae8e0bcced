package jsonmark.benchmark;

import java.util.SplittableRandom;

/**
 * A named, versioned recipe for deterministic records: the same seed and record count give
 * the same records on any machine.
 *
 * @param <R> the record type, annotated for every serializer
 */
public interface Benchmark<R> {

  /** The name used on the command line, e.g. {@code Simple1Benchmark}. */
  String name();

  /** Bumped whenever the records change, so cached files from an older version are rewritten. */
  int version();

  /** One line for {@code --list}. */
  String description();

  long seed();

  long defaultRecords();

  /**
   * Records per block of {@link RecordBlocks}; part of the data format, as the seed is. Large
   * records take smaller blocks, so that the few blocks in flight stay a few MB each.
   */
  default int recordsPerBlock() {
    return RecordBlocks.BLOCK_SIZE;
  }

  Class<R> recordType();

  /** Draws the next record from {@code random}; must use nothing else that varies. */
  R next(SplittableRandom random);

  /** This record's share of the expected checksum. */
  long checksum(R record);
}
