package jsonmark.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import jsonmark.log.StatusLine;
import org.junit.jupiter.api.Test;

/** The live line follows the terminal's width as it is at each draw. */
class TickerTest {

  private static final String ERASE = "\r\033[K";

  @Test
  void aWindowMadeNarrowerGetsANarrowerLineAtTheNextDraw() throws Exception {
    LiveLine line = new LiveLine("[##########          ]", "5 of 10 runs", "about 3 s left", "",
        "", "");
    StringWriter screen = new StringWriter();
    StatusLine status = new StatusLine(screen);
    int[] width = {80};
    try (Ticker ticker = new Ticker(status, () -> width[0])) {
      ticker.progress(line);
      width[0] = 30;
      status.write("WARN: x\n".toCharArray(), 0, 8); // the line is drawn again below it
    }
    assertThat(screen.toString()).isEqualTo(ERASE + "[##########          ] 5 of 10 runs, about"
        + " 3 s left" + ERASE + "WARN: x\n" + "5 of 10 runs, about 3 s left" + ERASE);
  }
}
