package jsonmark.progress;

import static org.assertj.core.api.Assertions.assertThat;

import jsonmark.report.TerminalText;
import org.junit.jupiter.api.Test;

/** The live line never takes the terminal's last column; its parts give way in one order. */
class LiveLineTest {

  private static final LiveLine LINE = new LiveLine("[#####               ]", "5 of 20 runs",
      "about 12 s left", "2 more benchmarks after this", "python-orjson-long-name run 6/20",
      "1.5 s");

  @Test
  void aWideTerminalGetsTheWholeLine() {
    String whole = "[#####               ] 5 of 20 runs, about 12 s left; 2 more benchmarks after"
        + " this | python-orjson-long-name run 6/20: 1.5 s";
    assertThat(LINE.text()).isEqualTo(whole).hasSize(124);
    assertThat(LINE.fit(125)).isEqualTo(whole);
  }

  @Test
  void aLineAsWideAsTheTerminalIsShortenedToLeaveTheLastColumnFree() {
    assertThat(LINE.fit(124)).isEqualTo(
        "[#####               ] 5 of 20 runs, about 12 s left | python-orjson-long-name run 6/20:"
            + " 1.5 s");
  }

  @Test
  void thePartsGiveWayInTheStatedOrder() {
    // 1. what comes after this benchmark, 2. the run's label cut in its middle
    assertThat(LINE.fit(80))
        .isEqualTo("[#####               ] 5 of 20 runs, about 12 s left | python-o…run 6/20: 1.5 s")
        .hasSize(79);
    // 3. the bar (the label is never cut under 16 columns; it takes the room the bar leaves)
    assertThat(LINE.fit(60)).isEqualTo("5 of 20 runs, about 12 s left | python-or…e run 6/20: 1.5 s")
        .hasSize(59);
    // 4. the time left
    assertThat(LINE.fit(40)).isEqualTo("5 of 20 runs | python-o…run 6/20: 1.5 s").hasSize(39);
    // 5. the current run
    assertThat(LINE.fit(30)).isEqualTo("5 of 20 runs");
    // 6. the rest cut at its end
    assertThat(LINE.fit(10)).isEqualTo("5 of 20 …");
  }

  @Test
  void aColouredBarTakesOnlyItsVisibleColumns() {
    LiveLine coloured = new LiveLine("[\033[36m#####     \033[0m]", "5 of 10 runs", "done", "",
        "", "");
    // 31 columns on the screen, in 40 characters
    assertThat(coloured.fit(32)).isEqualTo("[\033[36m#####     \033[0m] 5 of 10 runs, done");
    assertThat(coloured.fit(31)).isEqualTo("5 of 10 runs, done");
  }

  @Test
  void wideCharactersCountTwoColumns() {
    LiveLine wide = LiveLine.EMPTY.running("日本語のとても長いコマンドの名前 run 3", "0.5 s");
    for (int width = 10; width <= 60; width++) {
      assertThat(TerminalText.width(wide.fit(width))).as("width %d", width)
          .isLessThan(width);
    }
  }

  @Test
  void aRunBeforeAnyProgressIsDrawnAlone() {
    assertThat(LiveLine.EMPTY.running("a start-up 1/3", "0.5 s").fit(80))
        .isEqualTo("a start-up 1/3: 0.5 s");
  }
}
