package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.benchmark.RecordBlocks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For every benchmark and serializer, the parallel writer's file does not depend on the number of
 * threads, and its expected checksum is the one docs/benchmarks.md defines, recomputed from the
 * parsed file alone.
 */
class GeneratedFilesTest {

  static Stream<Arguments> benchmarksAndSerializers() {
    List<Arguments> all = new ArrayList<>();
    for (Benchmark<?> benchmark : Benchmarks.all()) {
      for (Serializer serializer : Serializers.all()) {
        all.add(Arguments.of(benchmark, serializer));
      }
    }
    return all.stream();
  }

  /** Two and a half blocks, so that the last block is short and blocks interleave. */
  private static <R> RecordBlocks<R> blocks(Benchmark<R> benchmark) {
    return new RecordBlocks<>(benchmark, benchmark.recordsPerBlock() * 5L / 2);
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("benchmarksAndSerializers")
  void writesTheSameBytesOnOneAndOnSeveralThreads(Benchmark<?> benchmark, Serializer serializer)
      throws IOException {
    RecordBlocks<?> blocks = blocks(benchmark);
    ByteArrayOutputStream one = new ByteArrayOutputStream();
    ByteArrayOutputStream three = new ByteArrayOutputStream();

    DataFileWriter.Written onOne = new DataFileWriter(1).write(blocks, serializer, one, n -> {});
    DataFileWriter.Written onThree =
        new DataFileWriter(3).write(blocks, serializer, three, n -> {});

    assertThat(three.toByteArray()).isEqualTo(one.toByteArray());
    assertThat(onThree).isEqualTo(onOne);
    assertThat(onOne.records()).isEqualTo(benchmark.recordsPerBlock() * 5L / 2);
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("benchmarksAndSerializers")
  void expectedChecksumIsTheDocumentedOneOfTheParsedFile(
      Benchmark<?> benchmark, Serializer serializer) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    DataFileWriter.Written written =
        new DataFileWriter(2).write(blocks(benchmark), serializer, out, n -> {});

    long recomputed = DocumentedChecksums.of(benchmark.name(), Lines.parse(out.toByteArray()));
    assertThat(written.checksum()).isEqualTo(recomputed).isNotZero();
  }
}
