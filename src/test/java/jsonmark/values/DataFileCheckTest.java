package jsonmark.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
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

  static DataFileCheck.BadLine refused(String text) {
    try {
      scan(text, null, null, 0);
    } catch (DataFileCheck.BadLine e) {
      return e;
    } catch (Exception e) {
      throw new AssertionError(e);
    }
    throw new AssertionError("accepted: " + text);
  }

  @Test
  void everyBadLineIsCountedAndTheFirstTenAreNamedInFileOrder() {
    DataFileCheck.BadLine three = refused("{\"a\":1,}\n[1]\n\n[01]\n{\"b\":true}\n");
    assertThat(three.count()).isEqualTo(3);
    assertThat(three.report("--data mine.jsonl")).containsExactly(
        "--data mine.jsonl: 3 bad lines; nothing was run (fix or remove them):",
        "  line 1, column 8: a comma before '}' (JSON allows no trailing comma)",
        "  line 3, column 1: an empty line (each line must hold one JSON value)",
        "  line 4, column 3: a number with a leading zero");
    assertThat(three.getMessage())
        .isEqualTo("line 1, column 8: a comma before '}' (JSON allows no trailing comma)");

    DataFileCheck.BadLine twelve = refused("[1,]\n".repeat(12) + "[1]");
    assertThat(twelve.count()).isEqualTo(12);
    assertThat(twelve.shown()).hasSize(DataFileCheck.SHOWN)
        .extracting(DataFileCheck.Fault::line).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L,
            10L);
    assertThat(twelve.report("--data f").get(0))
        .isEqualTo("--data f: 12 bad lines, the first 10 below; nothing was run (fix or remove"
            + " them):");
    assertThat(refused("[1]\n{\"a\"}").report("--data f")).containsExactly(
        "--data f: line 2, column 5: expected ':' after the key, found '}'; nothing was run (fix"
            + " or remove that line)");
  }

  @Test
  void aByteOrderMarkIsRefusedWithWhatToDoAndTheOtherLinesAreStillChecked() {
    DataFileCheck.BadLine bom = refused("\uFEFF{\"a\":1}\n{\"b\":2}\n[,]\n");
    assertThat(bom.report("--data f")).containsExactly(
        "--data f: 2 bad lines; nothing was run (fix or remove them):",
        "  line 1, column 1: the file starts with a byte-order mark (bytes EF BB BF), which JSON"
            + " Lines does not allow: remove it",
        "  line 3, column 2: expected a value, found ','");
  }

  @Test
  void aLineLongerThanAnyBufferIsCheckedCopiedAndLeftOutOfTheValidationFile() throws Exception {
    int length = 3 << 20;
    String big = "{\"blob\":\"" + "é".repeat(length) + "\"}";
    String text = big + "\n[true]\n";
    ByteArrayOutputStream copy = new ByteArrayOutputStream();
    ByteArrayOutputStream prefix = new ByteArrayOutputStream();

    DataFileCheck.Checked checked = scan(text, copy, prefix, 1 << 20);

    assertThat(checked.lines()).isEqualTo(2);
    assertThat(checked.checksum()).isEqualTo(1 + 3 + 19 * 4 + 5 + 19L * length + 2 + 11);
    assertThat(copy.toByteArray()).isEqualTo(text.getBytes(StandardCharsets.UTF_8));
    assertThat(prefix.toString(StandardCharsets.UTF_8)).isEqualTo("[true]\n");
    assertThat(checked.prefixLines()).isEqualTo(1);
    assertThat(checked.prefixChecksum()).isEqualTo(2 + 11);
  }

  @Test
  void theValidationLinesOfACheckedFileAreReadWithoutReadingTheRest() throws Exception {
    String text = "[1]\n".repeat(200_000); // past the first block the check reads
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    long[] read = {0};
    InputStream counting = new java.io.FilterInputStream(new ByteArrayInputStream(bytes)) {
      @Override
      public int read(byte[] b, int off, int len) throws java.io.IOException {
        int n = super.read(b, off, Math.min(len, 64));
        read[0] += Math.max(0, n);
        return n;
      }
    };
    ByteArrayOutputStream prefix = new ByteArrayOutputStream();

    DataFileCheck.Checked checked = DataFileCheck.prefix(counting, prefix, 20);

    assertThat(prefix.toString(StandardCharsets.UTF_8)).isEqualTo("[1]\n".repeat(5));
    assertThat(checked.lines()).isEqualTo(5);
    assertThat(checked.checksum()).isEqualTo(5 * (2 + 7));
    assertThat(read[0]).isLessThan(bytes.length);
  }
}
