package jsonmark.serialize;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.RecordBlocks;

/**
 * How many records of a benchmark make a file of a given size ({@code --size}): the size over the
 * mean bytes of a record in the benchmark's first block, as the serializer writes it. The first
 * block is the same on every machine, so the count is too.
 */
public final class RecordSize {

  private RecordSize() {}

  /** The record count whose file is about {@code bytes} long (at least one record). */
  public static long recordsFor(Benchmark<?> benchmark, Serializer serializer, long bytes) {
    long sample = benchmark.recordsPerBlock();
    return Math.max(1, (long) Math.ceil((double) bytes * sample / sampleBytes(benchmark,
        serializer)));
  }

  /** About how many bytes {@code records} records make, before the file is written. */
  public static long bytesFor(Benchmark<?> benchmark, Serializer serializer, long records) {
    return (long) Math.ceil((double) sampleBytes(benchmark, serializer) * records
        / benchmark.recordsPerBlock());
  }

  /** The bytes of the benchmark's first block as {@code serializer} writes it. */
  private static long sampleBytes(Benchmark<?> benchmark, Serializer serializer) {
    try {
      return new DataFileWriter(1)
          .write(new RecordBlocks<>(benchmark, benchmark.recordsPerBlock()), serializer,
              OutputStream.nullOutputStream(), n -> {})
          .bytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
