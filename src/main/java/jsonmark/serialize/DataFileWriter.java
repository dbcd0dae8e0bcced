package jsonmark.serialize;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongConsumer;
import jsonmark.benchmark.RecordBlocks;

/**
 * Writes a benchmark's records as JSON Lines: worker threads build and serialize blocks in
 * parallel while the calling thread writes them in block order, hashing as it goes. Memory stays
 * bounded by the few blocks in flight, and the bytes do not depend on the number of threads.
 */
public final class DataFileWriter {

  /** What was written: counts, the expected deserializer checksum, and the file's SHA-256. */
  public record Written(long records, long bytes, long checksum, String sha256) {}

  private record Block(Buffer json, int records, long checksum) {}

  /** A byte buffer whose array can be written out without a copy. */
  private static final class Buffer extends ByteArrayOutputStream {
    Buffer(int size) {
      super(size);
    }

    void writeTo(OutputStream out, MessageDigest digest) throws IOException {
      out.write(buf, 0, count);
      digest.update(buf, 0, count);
    }
  }

  private final int threads;

  public DataFileWriter(int threads) {
    this.threads = Math.max(1, threads);
  }

  /** Uses every core the JVM sees. */
  public static DataFileWriter onAllCores() {
    return new DataFileWriter(Runtime.getRuntime().availableProcessors());
  }

  /**
   * Writes all records to {@code out}, calling {@code progress} with the number of records
   * written after each block.
   */
  public <R> Written write(
      RecordBlocks<R> blocks, Serializer serializer, OutputStream out, LongConsumer progress)
      throws IOException {
    MessageDigest digest = sha256();
    ExecutorService workers =
        Executors.newFixedThreadPool(
            threads,
            task -> {
              Thread thread = new Thread(task, "jsonmark-generate");
              thread.setDaemon(true);
              return thread;
            });
    ArrayDeque<Future<Block>> inFlight = new ArrayDeque<>();
    AtomicInteger largest = new AtomicInteger();
    long records = 0;
    long bytes = 0;
    long checksum = 0;
    try {
      int next = 0;
      while (next < blocks.count() || !inFlight.isEmpty()) {
        while (next < blocks.count() && inFlight.size() < threads * 2) {
          int index = next++;
          inFlight.add(workers.submit(() -> build(blocks, index, serializer, largest)));
        }
        Block block = await(inFlight.poll());
        block.json().writeTo(out, digest);
        records += block.records();
        bytes += block.json().size();
        checksum += block.checksum();
        progress.accept(records);
      }
    } finally {
      workers.shutdownNow();
    }
    return new Written(records, bytes, checksum, HexFormat.of().formatHex(digest.digest()));
  }

  /**
   * Serializes one block into a buffer sized after the largest block so far, so that blocks of
   * large records do not grow their buffer by copying many times.
   */
  private static <R> Block build(
      RecordBlocks<R> blocks, int index, Serializer serializer, AtomicInteger largest)
      throws IOException {
    List<R> records = blocks.block(index);
    long checksum = 0;
    for (R record : records) {
      checksum += blocks.benchmark().checksum(record);
    }
    Buffer json = new Buffer(Math.max(records.size() * 400, largest.get() + (1 << 12)));
    serializer.writeLines(records, blocks.benchmark().recordType(), json);
    largest.accumulateAndGet(json.size(), Math::max);
    return new Block(json, records.size(), checksum);
  }

  private static Block await(Future<Block> future) throws IOException {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while generating data");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IOException(e.getCause());
    }
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JVM lacks SHA-256", e);
    }
  }
}
