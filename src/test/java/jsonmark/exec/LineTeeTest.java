package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The terminal gets whole lines, one write per block; the file gets every byte. */
class LineTeeTest {

  /** Records each flushed write to the terminal. */
  static final class Writes extends Writer {
    final List<String> flushed = new ArrayList<>();
    final StringBuilder current = new StringBuilder();

    @Override
    public void write(char[] chars, int offset, int length) {
      current.append(chars, offset, length);
    }

    @Override
    public void flush() {
      if (!current.isEmpty()) {
        flushed.add(current.toString());
        current.setLength(0);
      }
    }

    @Override
    public void close() {}
  }

  static void write(LineTee tee, String text) throws Exception {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    tee.write(bytes, 0, bytes.length);
  }

  @Test
  void aBlockOfManyLinesReachesTheTerminalInOneWriteAndAPartLineWaitsForItsEnd()
      throws Exception {
    Writes terminal = new Writes();
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    LineTee tee = new LineTee(new PrintWriter(terminal), file);
    write(tee, "a\nb\nc\npart");
    write(tee, "ial\nd");
    tee.close();
    assertThat(terminal.flushed).containsExactly("a\nb\nc\n", "partial\n", "d");
    assertThat(file.toString(StandardCharsets.UTF_8)).isEqualTo("a\nb\nc\npartial\nd");
  }

  @Test
  void aCarriageReturnEndsALineAndALongLineIsShownWithoutWaitingForItsEnd() throws Exception {
    Writes terminal = new Writes();
    LineTee tee = new LineTee(new PrintWriter(terminal), null);
    write(tee, "10%\r20%");
    write(tee, "x".repeat(LineTee.MAX_PENDING));
    assertThat(terminal.flushed).containsExactly("10%\r", "20%" + "x".repeat(LineTee.MAX_PENDING));
  }

  @Test
  void aMultiByteCharacterSplitAcrossBlocksIsShownWhole() throws Exception {
    StringWriter shown = new StringWriter();
    LineTee tee = new LineTee(new PrintWriter(shown), null);
    byte[] e = "é\n".getBytes(StandardCharsets.UTF_8);
    tee.write(e, 0, 1);
    tee.write(e, 1, 2);
    assertThat(shown.toString()).isEqualTo("é\n");
  }

  @Test
  void aHiddenLineReachesTheFileButNotTheTerminalAndTheLinesAroundItStay() throws Exception {
    Writes terminal = new Writes();
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    LineTee tee = new LineTee(new PrintWriter(terminal), file,
        java.util.Set.of("Picked up JAVA_TOOL_OPTIONS: -Xbatch"));
    String text = "Picked up JAVA_TOOL_OPTIONS: -Xbatch\nfirst\r\n\nPicked up JAVA_TOOL_OPTIONS:"
        + " -Xint\nlast";
    write(tee, text);
    tee.close();

    assertThat(String.join("", terminal.flushed))
        .isEqualTo("first\r\n\nPicked up JAVA_TOOL_OPTIONS: -Xint\nlast");
    assertThat(file.toString(StandardCharsets.UTF_8)).isEqualTo(text);
  }
}
