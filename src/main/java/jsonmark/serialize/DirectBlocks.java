package jsonmark.serialize;

import jsonmark.benchmark.RecordBlocks;

/**
 * Writes a block's lines straight from its random stream, without building its records: the
 * bytes {@link Serializer#writeLines} writes for the block's records.
 */
public interface DirectBlocks {

  /** Appends block {@code index}'s lines to {@code out}; returns the block's checksum. */
  long write(RecordBlocks<?> blocks, int index, BlockBuffer out);
}
