package jsonmark.serialize;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongConsumer;
import jsonmark.benchmark.RecordBlocks;

/**
 * Writes a benchmark's records as JSON Lines: worker threads build and serialize blocks in
 * parallel while the calling thread writes them in block order. Memory stays
 * bounded by the few blocks in flight, and the bytes do not depend on the number of threads.
 */
public final class DataFileWriter {

  /** What was written: counts and the expected deserializer checksum. */
  public record Written(long records, long bytes, long checksum) {}

  /** A serialized block; {@link ByteArrayOutputStream#writeTo} writes its array without a copy. */
  private record Block(BlockBuffer json, int records, long checksum) {}

  private final int threads;

  public DataFileWriter(int threads) {
    this.threads = Math.max(1, threads);
  }

  /**
   * Names the number of worker threads, for tests and bench/generate.sh only: the bytes are the
   * same whatever it says, only the speed changes.
   */
  public static final String THREADS_PROPERTY = "jsonmark.generate.threads";

  /** Uses every core the JVM sees, or the threads {@link #THREADS_PROPERTY} names. */
  public static DataFileWriter onAllCores() {
    return new DataFileWriter(
        Integer.getInteger(THREADS_PROPERTY, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Writes all records to {@code out}, calling {@code progress} with the number of records
   * written after each block.
   */
  public <R> Written write(
      RecordBlocks<R> blocks, Serializer serializer, OutputStream out, LongConsumer progress)
      throws IOException {
    ExecutorService workers =
        Executors.newFixedThreadPool(
            threads,
            task -> {
              Thread thread = new Thread(task, "jsonmark-generate");
              thread.setDaemon(true);
              return thread;
            });
    ArrayDeque<Future<Block>> inFlight = new ArrayDeque<>();
    Optional<DirectBlocks> direct = serializer.directBlocks(blocks.benchmark());
    Queue<BlockBuffer> spare = new ConcurrentLinkedQueue<>();
    AtomicInteger largest = new AtomicInteger();
    long records = 0;
    long bytes = 0;
    long checksum = 0;
    try {
      int next = 0;
      while (next < blocks.count() || !inFlight.isEmpty()) {
        while (next < blocks.count() && inFlight.size() < threads * 2) {
          int index = next++;
          inFlight.add(
              workers.submit(() -> build(blocks, index, serializer, direct, largest, spare)));
        }
        Block block = await(inFlight.poll());
        block.json().writeTo(out);
        records += block.records();
        bytes += block.json().size();
        checksum += block.checksum();
        spare.add(block.json());
        progress.accept(records);
      }
    } finally {
      stop(workers);
    }
    return new Written(records, bytes, checksum);
  }

  /**
   * Stops the workers and waits for the blocks they are still building: a worker does not stop
   * mid-block, and one left running after a failure (the heap exhausted, say) would go on filling
   * the heap while the driver tries to say what went wrong.
   */
  private static void stop(ExecutorService workers) {
    workers.shutdownNow();
    try {
      // A block that takes longer than this is left to finish alone rather than hang the driver.
      workers.awaitTermination(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Serializes one block into a buffer already written out (as many as blocks in flight, so
   * that a million records do not allocate hundreds of block-sized arrays) or a new one, sized
   * after the largest block so far, so that blocks of large records do not grow their buffer
   * by copying many times.
   */
  private static <R> Block build(RecordBlocks<R> blocks, int index, Serializer serializer,
      Optional<DirectBlocks> direct, AtomicInteger largest, Queue<BlockBuffer> spare)
      throws IOException {
    int size = blocks.size(index);
    BlockBuffer json = spare.poll();
    if (json == null) {
      json = new BlockBuffer(Math.max(size * 400, largest.get() + (1 << 12)));
    } else {
      json.reset();
    }
    long checksum = 0;
    if (direct.isPresent()) {
      checksum = direct.get().write(blocks, index, json);
    } else {
      List<R> records = blocks.block(index);
      for (R record : records) {
        checksum += blocks.benchmark().checksum(record);
      }
      serializer.writeLines(records, blocks.benchmark().recordType(), json);
    }
    largest.accumulateAndGet(json.size(), Math::max);
    return new Block(json, size, checksum);
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
}
