package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The test-side checksum formulas agree with the independent Python writer of
 * deserializers/testdata, so that checking the driver against them checks it against the contract.
 */
class DocumentedChecksumsTest {

  private static final Path TESTDATA = Path.of("deserializers", "testdata");

  @Test
  void givesTheChecksumsOfThePythonWrittenSampleFiles() throws IOException {
    Map<String, Long> expected = new LinkedHashMap<>();
    for (String line : Files.readAllLines(TESTDATA.resolve("checksums.txt"))) {
      String[] fields = line.strip().split(" ");
      // Data's line is the generic checksum of the user-data sample, not a benchmark's.
      if (!fields[0].equals("Data")) {
        expected.put(fields[0], Long.parseLong(fields[1]));
      }
    }
    assertThat(expected)
        .containsOnlyKeys(
            "Simple1Benchmark", "Twitter1Benchmark", "Canada1Benchmark", "Citm1Benchmark");

    Map<String, Long> computed = new LinkedHashMap<>();
    for (String name : expected.keySet()) {
      byte[] bytes = Files.readAllBytes(TESTDATA.resolve(name + ".jsonl"));
      computed.put(name, DocumentedChecksums.of(name, Lines.parse(bytes)));
    }

    assertThat(computed).isEqualTo(expected);
  }
}
