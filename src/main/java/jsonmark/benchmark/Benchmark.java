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

  Class<R> recordType();

  /** Draws the next record from {@code random}; must use nothing else that varies. */
  R next(SplittableRandom random);

  /** This record's share of the expected checksum. */
  long checksum(R record);
}
