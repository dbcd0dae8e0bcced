package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Widths and cuts in a terminal's columns. */
class TerminalTextTest {

  @Test
  void colourSequencesTakeNoColumnAndWideCharactersTwo() {
    assertThat(TerminalText.width("[\033[36m###\033[0m]")).isEqualTo(5);
    assertThat(TerminalText.width("日本")).isEqualTo(4);
    assertThat(TerminalText.width("é")).isEqualTo(1); // e and a combining accent
    assertThat(TerminalText.width("…")).isEqualTo(1);
  }

  @Test
  void aCutKeepsWithinItsColumnsAndSaysSo() {
    assertThat(TerminalText.end("abcdefgh", 5)).isEqualTo("abcd…");
    assertThat(TerminalText.end("abc", 5)).isEqualTo("abc");
    assertThat(TerminalText.middle("abcdefgh", 5)).isEqualTo("ab…gh");
    assertThat(TerminalText.middle("日本語の名前", 6)).isEqualTo("日…前");
    assertThat(TerminalText.end("日本語", 4)).isEqualTo("日…");
  }
}
