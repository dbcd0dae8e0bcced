package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Standard output that cannot be written makes a command fail, saying why in one line. */
class StandardOutputTest {

  /** A descriptor whose every write fails as {@code reason}. */
  private static OutputStream failing(String reason) {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException(reason);
      }
    };
  }

  private record Ended(int status, String err) {}

  private static Ended run(StandardOutput stdout, String... args) {
    StringWriter err = new StringWriter();
    PrintWriter errors = new PrintWriter(err, true);
    int status = Main.run(args, stdout.writer(), errors, Map.of(), null);
    return new Ended(stdout.checked(status, errors), err.toString());
  }

  @Test
  void aFullStandardOutputTurnsACommandThatSucceededIntoOneThatFailedSayingWhy() {
    for (String[] args : new String[][] {{"--version"}, {"--help"}, {"--list"},
        {"compare", "--help"}}) {
      Ended ended = run(new StandardOutput(failing("No space left on device")), args);
      assertThat(ended.status()).as(String.join(" ", args)).isEqualTo(1);
      assertThat(ended.err()).as(String.join(" ", args)).isEqualTo(
          "jsonmark: could not write to standard output (No space left on device)\n");
    }
  }

  @Test
  void aStatusAboveOneIsKept() {
    StandardOutput stdout = new StandardOutput(failing("Bad file descriptor"));
    stdout.writer().println("lost");
    StringWriter err = new StringWriter();
    assertThat(stdout.checked(2, new PrintWriter(err))).isEqualTo(2);
    assertThat(err.toString()).isEqualTo(
        "jsonmark: could not write to standard output (Bad file descriptor)\n");
  }

  @Test
  void aReaderThatStoppedReadingFailsTheCommandWithoutAWord() {
    StandardOutput stdout = new StandardOutput(failing(StandardOutput.BROKEN_PIPE));
    stdout.writer().println("unread");
    StringWriter err = new StringWriter();
    assertThat(stdout.checked(0, new PrintWriter(err))).isEqualTo(1);
    assertThat(err.toString()).isEmpty();
  }

  @Test
  void whatWasWrittenArrivesWholeAndTheStatusStands() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Ended ended = run(new StandardOutput(bytes), "--version");
    assertThat(ended.status()).isZero();
    assertThat(ended.err()).isEmpty();
    assertThat(bytes.toString()).startsWith("jsonmark ");
  }
}
