package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.benchmark.Simple1Record;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Simple1 blocks that jackson writes from their random streams are the bytes databind writes for
 * the blocks' records, and the bytes of the files generated before that path existed.
 */
class JacksonDirectBlocksTest {

  private final JacksonSerializer jackson = new JacksonSerializer();

  @Test
  void jacksonWritesSimple1BlocksWithoutRecords() {
    assertThat(jackson.directBlocks(new Simple1Benchmark())).isPresent();
  }

  @Test
  void writesDatabindsBytesAndChecksumForTheBlocksRecords() throws IOException {
    RecordBlocks<Simple1Record> blocks =
        new RecordBlocks<>(new Simple1Benchmark(), RecordBlocks.BLOCK_SIZE * 5L / 2);
    ByteArrayOutputStream direct = new ByteArrayOutputStream();
    ByteArrayOutputStream library = new ByteArrayOutputStream();

    DataFileWriter.Written written = new DataFileWriter(2).write(blocks, jackson, direct, n -> {});
    jackson.writeLinesWithLibrary(blocks.all(), Simple1Record.class, library);

    assertThat(direct.toByteArray()).isEqualTo(library.toByteArray());
    assertThat(written.checksum())
        .isEqualTo(blocks.all().stream().mapToLong(r -> (long) r.integer1() + r.integer2()).sum());
  }

  /** SHA-256 of the files of 4,096 and 10,000 records as the records' path wrote them. */
  @ParameterizedTest
  @ValueSource(ints = {1, 3})
  void writesTheFilesOfBeforeOnAnyNumberOfThreads(int threads) throws Exception {
    assertThat(sha256(4_096, threads))
        .isEqualTo("caf3a436e20aaede5d3eff04d29775c6dd360bee150134bc3304367e5852a87c");
    assertThat(sha256(10_000, threads))
        .isEqualTo("a0ea9c6c4dd6978681a747f40971f084569e9c55e6dbb7ed3640ce4f58ef6253");
  }

  private String sha256(long records, int threads) throws IOException, NoSuchAlgorithmException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new DataFileWriter(threads)
        .write(new RecordBlocks<>(new Simple1Benchmark(), records), jackson, out, n -> {});
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(out.toByteArray()));
  }
}
