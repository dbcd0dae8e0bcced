package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generated file is the same bytes on one worker thread and on four, and real
 * deserializers print the checksum the driver expects of it.
 */
class GenerationIT {

  /** Five blocks and a short one, so that four workers have blocks in flight side by side. */
  private static final String RECORDS = "21000";

  private static final String FILE = "Simple1Benchmark.1.jackson.21000.jsonl";

  @TempDir Path tmp;

  @Test
  void oneAndFourThreadsWriteTheSameFileAndRealDeserializersAgreeOnItsChecksum()
      throws Exception {
    Result one = generate("one", 1);
    Result four = generate("four", 4);

    assertThat(one.status()).as(one.err()).isZero();
    assertThat(four.status()).as(four.err()).isZero();
    assertThat(tmp.resolve("four").resolve(FILE)).hasSameBinaryContentAs(
        tmp.resolve("one").resolve(FILE));
    String written = dataFileLine(one.err());
    assertThat(dataFileLine(four.err()).replace("/four/", "/one/")).isEqualTo(written);

    Result read =
        Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", RECORDS,
            "--startup-runs", "0", "--cache-dir", tmp.resolve("one").toString(),
            "--results-dir", tmp.resolve("results").toString(),
            "--name", "python-json", "--name", "node-json",
            "python3 deserializers/python/main.py json $FILENAME",
            "node deserializers/nodejs/main.js $FILENAME");

    assertThat(read.status()).as(read.err()).isZero();
    assertThat(read.err()).contains("Using cached").contains(written);
  }

  /** Writes the file with {@code threads} workers into cache folder {@code name}. */
  private Result generate(String name, int threads) throws Exception {
    ProcessBuilder builder =
        Jsonmark.builder(tmp, List.of("--only-serialize", "--benchmark", "Simple1Benchmark",
            "--serializer", "jackson", "--records", RECORDS,
            "--cache-dir", tmp.resolve(name).toString()));
    builder.command().add(1, "-Djsonmark.generate.threads=" + threads);
    return Jsonmark.finish(builder.start(), builder);
  }

  /** The driver's "Data file: ... (records, bytes, expected checksum)" line. */
  private static String dataFileLine(String err) {
    return err.lines().filter(line -> line.contains("Data file: ")).findFirst()
        .map(line -> line.substring(line.indexOf("Data file: ")))
        .orElseThrow(() -> new AssertionError("no Data file line in:\n" + err));
  }
}
