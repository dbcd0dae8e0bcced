package jsonmark.serializers;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The JMH benchmark behind {@code jsonmark serializers}: one operation writes all the records,
 * built untimed in {@link #setUp}, as JSON Lines. Two variants, as in simdjson's write-up: a fresh
 * output buffer per operation (fair across libraries) and one buffer reset and reused (what a
 * production loop would do). Both return the byte count, so the work cannot be eliminated.
 */
@State(Scope.Thread)
public class SerializerBenchmark {

  /** A benchmark name from {@code Benchmarks}. */
  @Param("Simple1Benchmark")
  public String benchmark;

  /** How many records one operation writes. */
  @Param("10000")
  public long records;

  /** A serializer name from {@code Serializers}. */
  @Param("jackson")
  public String serializer;

  private Job<?> job;
  private ByteArrayOutputStream reused;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    job = Job.of(resolve(benchmark), records, Serializers.byName(serializer).orElseThrow());
    reused = new ByteArrayOutputStream();
    job.writeTo(reused); // sizes the reused buffer once, before any timing
  }

  /** Writes every record into a new, default-sized buffer, which grows as it fills. */
  @Benchmark
  public int freshBuffer() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    job.writeTo(out);
    return out.size();
  }

  /** Writes every record into the same buffer, emptied first but keeping its capacity. */
  @Benchmark
  public int reusedBuffer() throws IOException {
    reused.reset();
    job.writeTo(reused);
    return reused.size();
  }

  private static jsonmark.benchmark.Benchmark<?> resolve(String name) {
    return Benchmarks.byName(name)
        .orElseThrow(() -> new IllegalArgumentException("unknown benchmark " + name));
  }

  /** Records of one type with the serializer that writes them; keeps the generics in one place. */
  record Job<R>(List<R> records, Class<R> type, Serializer serializer) {

    static <R> Job<R> of(
        jsonmark.benchmark.Benchmark<R> benchmark, long records, Serializer serializer) {
      return new Job<>(
          new RecordBlocks<>(benchmark, records).all(), benchmark.recordType(), serializer);
    }

    void writeTo(ByteArrayOutputStream out) throws IOException {
      serializer.writeLinesWithLibrary(records, type, out);
    }
  }
}
