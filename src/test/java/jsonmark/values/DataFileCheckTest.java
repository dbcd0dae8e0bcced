package jsonmark.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A user's file is checked line by line, summed, copied, and its first lines kept. */
class DataFileCheckTest {

  static DataFileCheck.Checked scan(String text, ByteArrayOutputStream copy,
      ByteArrayOutputStream prefix, long limit) throws Exception {
    return DataFileCheck.scan(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
        copy, prefix, limit);
  }

  @Test
  void theSharedTestVectorSumsToTheChecksumOfChecksumsTxt() throws Exception {
    Path testdata = Path.of("deserializers/testdata");
    long expected = Files.readAllLines(testdata.resolve("checksums.txt")).stream()
        .filter(line -> line.startsWith("Data "))
        .mapToLong(line -> Long.parseLong(line.substring(5)))
        .findFirst().orElseThrow();
    DataFileCheck.Checked checked =
        DataFileCheck.scan(Files.newInputStream(testdata.resolve("Data.jsonl")), null, null, 0);
    assertThat(checked.checksum()).isEqualTo(expected).isEqualTo(5494);
    assertThat(checked.lines()).isEqualTo(17);
  }

  @Test
  void copiesEveryByteAndTheFirstLinesUpToTheLimit() throws Exception {
    ByteArrayOutputStream copy = new ByteArrayOutputStream();
    ByteArrayOutputStream prefix = new ByteArrayOutputStream();
    String text = "{\"a\":1}\r\n[true]\n\"last, no newline\"";
    DataFileCheck.Checked checked = scan(text, copy, prefix, 10);
    assertThat(copy.toString(StandardCharsets.UTF_8)).isEqualTo(text);
    assertThat(prefix.toString(StandardCharsets.UTF_8)).isEqualTo("{\"a\":1}\r\n[true]\n");
    assertThat(checked.lines()).isEqualTo(3);
    assertThat(checked.prefixLines()).isEqualTo(2);
    assertThat(checked.prefixChecksum()).isEqualTo(1 + 3 + 19 + 7 + 2 + 11);
    assertThat(checked.checksum()).isEqualTo(checked.prefixChecksum() + 5 + 19 * 16);
  }

  @Test
  void aBadLineIsNamedWithItsNumberAndByteColumn() {
    StringBuilder text = new StringBuilder();
    for (int i = 1; i < 7412; i++) {
      text.append("{\"n\":").append(i).append("}\n");
    }
    text.append("{\"n\":7412,}\n{\"n\":7413}\n");
    assertThatThrownBy(() -> scan(text.toString(), null, null, 0))
        .isInstanceOf(DataFileCheck.BadLine.class)
        .hasMessageStartingWith("line 7412, column 11: ");
  }

  @Test
  void anEmptyLineOrFileIsRefused() {
    assertThatThrownBy(() -> scan("1\n\n2\n", null, null, 0))
        .hasMessage("line 2, column 1: an empty line (each line must hold one JSON value)");
    assertThatThrownBy(() -> scan("", null, null, 0))
        .hasMessage("line 1, column 1: the file is empty: it needs one JSON value per line");
  }
}
