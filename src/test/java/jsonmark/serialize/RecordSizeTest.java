package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.benchmark.RecordBlocks;
import org.junit.jupiter.api.Test;

/** --size: the same count on every call, and a file of about the size asked for. */
class RecordSizeTest {

  @Test
  void theCountIsDeterministicAndTheFileAboutTheSize() throws Exception {
    var benchmark = Benchmarks.byName("Simple1Benchmark").orElseThrow();
    Serializer jackson = Serializers.byName("jackson").orElseThrow();
    long records = RecordSize.recordsFor(benchmark, jackson, 2_000_000);
    assertThat(RecordSize.recordsFor(benchmark, jackson, 2_000_000)).isEqualTo(records);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new DataFileWriter(1).write(new RecordBlocks<>(benchmark, records), jackson, out, n -> {});
    assertThat((double) out.size()).isBetween(1_980_000.0, 2_020_000.0);
  }
}
