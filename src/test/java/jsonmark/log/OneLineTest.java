package jsonmark.log;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What may be shown as it is on one line, and how the rest is written. */
class OneLineTest {

  @Test
  void visibleTextOfAnyScriptIsShownAsItIs() {
    String text = "caf\u00e9 \u00b5s \u65e5\u672c \ud83d\ude80 a\u00a0b | x";
    assertThat(OneLine.firstHidden(text)).isEmpty();
    assertThat(OneLine.escaped(text)).isEqualTo(text);
  }

  @Test
  void breakingReorderingAndInvisibleCharactersAreWrittenAsEscapes() {
    assertThat(OneLine.escaped("a\nb\r\tc\u202Ed\u2028e\u2029f\u200Bg\uFEFFh\u0000"))
        .isEqualTo("a\\u000ab\\u000d\\u0009c\\u202ed\\u2028e\\u2029f\\u200bg\\ufeffh\\u0000");
    assertThat(OneLine.firstHidden("ok\u202Eno").getAsInt()).isEqualTo(0x202E);
  }

  @Test
  void aCharacterOutsideTheBasicPlaneIsWrittenAsItsTwoUnits() {
    // U+E0001 LANGUAGE TAG, a format character beyond U+FFFF; U+F0000, private use.
    assertThat(OneLine.escaped("a\uDB40\uDC01b\uDB80\uDC00"))
        .isEqualTo("a\\udb40\\udc01b\\udb80\\udc00");
    assertThat(OneLine.described(0xE0001))
        .isEqualTo("U+E0001 LANGUAGE TAG, an invisible format character");
  }
}
