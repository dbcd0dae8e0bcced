package jsonmark.benchmark;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Splits a benchmark's records into fixed-size blocks, each drawn from its own random stream
 * seeded from the benchmark seed and the block index, so blocks can be built in parallel and
 * still give the same records in the same order on any machine and any number of threads.
 */
public final class RecordBlocks<R> {

  /**
   * Records per block unless the benchmark says otherwise; part of the data format: changing it
   * changes every file.
   */
  public static final int BLOCK_SIZE = 4096;

  private final Benchmark<R> benchmark;
  private final long records;
  private final int blockSize;

  public RecordBlocks(Benchmark<R> benchmark, long records) {
    this.benchmark = benchmark;
    this.records = records;
    this.blockSize = benchmark.recordsPerBlock();
  }

  public Benchmark<R> benchmark() {
    return benchmark;
  }

  public int count() {
    return (int) ((records + blockSize - 1) / blockSize);
  }

  /** The records of block {@code index}, in order. */
  public List<R> block(int index) {
    int size = size(index);
    SplittableRandom random = random(index);
    List<R> block = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      block.add(benchmark.next(random));
    }
    return block;
  }

  /** The number of records in block {@code index}. */
  public int size(int index) {
    return (int) Math.min(blockSize, records - (long) index * blockSize);
  }

  /** The random stream block {@code index}'s records are drawn from, at its start. */
  public SplittableRandom random(int index) {
    return new SplittableRandom(blockSeed(benchmark.seed(), index));
  }

  /** All records, for in-memory use (tests, the serializer harness); not for a million. */
  public List<R> all() {
    List<R> all = new ArrayList<>((int) records);
    for (int b = 0; b < count(); b++) {
      all.addAll(block(b));
    }
    return all;
  }

  /** SplitMix64's finaliser over seed and index: well-spread, independent block streams. */
  static long blockSeed(long seed, int index) {
    long z = seed + 0x9E3779B97F4A7C15L * (index + 1L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
