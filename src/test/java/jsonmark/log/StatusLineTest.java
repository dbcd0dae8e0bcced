package jsonmark.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The live line stays at the bottom: every line written goes above it, none tears it. */
class StatusLineTest {

  private static final String ERASE = "\r\033[K";

  @Test
  void aLogLineErasesTheLiveLineAndDrawsItAgainBelow() {
    StringWriter screen = new StringWriter();
    StatusLine live = new StatusLine(screen);
    PrintWriter err = new PrintWriter(live, true);
    live.show("[##  ] 1 of 2 runs");
    err.println("WARN: something");
    assertThat(screen.toString()).isEqualTo(ERASE + "[##  ] 1 of 2 runs" + ERASE
        + "WARN: something" + System.lineSeparator() + "[##  ] 1 of 2 runs");
  }

  @Test
  void aLineWrittenInPiecesIsNotCutByARedraw() throws Exception {
    StringWriter screen = new StringWriter();
    StatusLine live = new StatusLine(screen);
    live.show("bar");
    live.write("half a ".toCharArray(), 0, 7);
    live.show("bar 2"); // drawn only once the line is ended
    live.write("line\n".toCharArray(), 0, 5);
    assertThat(screen.toString()).isEqualTo(ERASE + "bar" + ERASE + "half a line\nbar 2");
  }

  @Test
  void clearingLeavesNothingBehindAndNothingIsRedrawn() throws Exception {
    StringWriter screen = new StringWriter();
    StatusLine live = new StatusLine(screen);
    live.show("bar");
    live.clear();
    live.write("done\n".toCharArray(), 0, 5);
    assertThat(screen.toString()).isEqualTo(ERASE + "bar" + ERASE + "done\n");
  }
}
