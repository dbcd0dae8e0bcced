package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.benchmark.Simple1Record;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Generated files do not depend on threads or repetition, and carry the right checksum. */
class DataFileWriterTest {

  /**
   * Ten and a half blocks, so the last block is short and four threads reuse the buffers of
   * blocks already written.
   */
  private static final long RECORDS = RecordBlocks.BLOCK_SIZE * 21L / 2;

  private final RecordBlocks<Simple1Record> blocks =
      new RecordBlocks<>(new Simple1Benchmark(), RECORDS);

  static List<Serializer> serializers() {
    return Serializers.all();
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void writesTheSameBytesTwiceAndOnOneTwoOrFourThreads(Serializer serializer) throws IOException {
    ByteArrayOutputStream first = new ByteArrayOutputStream();
    ByteArrayOutputStream second = new ByteArrayOutputStream();
    ByteArrayOutputStream parallel = new ByteArrayOutputStream();
    ByteArrayOutputStream four = new ByteArrayOutputStream();

    DataFileWriter.Written one = new DataFileWriter(1).write(blocks, serializer, first, n -> {});
    DataFileWriter.Written again = new DataFileWriter(1).write(blocks, serializer, second, n -> {});
    DataFileWriter.Written two = new DataFileWriter(2).write(blocks, serializer, parallel, n -> {});
    DataFileWriter.Written fours = new DataFileWriter(4).write(blocks, serializer, four, n -> {});

    assertThat(second.toByteArray()).isEqualTo(first.toByteArray());
    assertThat(parallel.toByteArray()).isEqualTo(first.toByteArray());
    assertThat(four.toByteArray()).isEqualTo(first.toByteArray());
    assertThat(again).isEqualTo(one);
    assertThat(two).isEqualTo(one);
    assertThat(fours).isEqualTo(one);
    assertThat(one.bytes()).isEqualTo(first.size());
    assertThat(one.records()).isEqualTo(RECORDS);
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void checksumIsTheSumOfBothIntegersOverAllRecords(Serializer serializer) throws IOException {
    long expected = blocks.all().stream().mapToLong(r -> (long) r.integer1() + r.integer2()).sum();
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    DataFileWriter.Written written = new DataFileWriter(2).write(blocks, serializer, out, n -> {});

    assertThat(written.checksum()).isEqualTo(expected);
    long parsed =
        Lines.parse(out.toByteArray()).stream()
            .mapToLong(
                line -> line.get("integer_1").longValue() + line.get("integer_2").longValue())
            .sum();
    assertThat(parsed).isEqualTo(expected);
  }
}
