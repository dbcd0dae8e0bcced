package jsonmark.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The generic checksum of benchmark Data, with the definition's own example. */
class GenericChecksumTest {

  @Test
  void theDefinitionsExampleSumsTo177() throws Exception {
    assertThat(GenericChecksum.of("{\"a\":[1,2.5,\"xé\"],\"b\":{\"c\":null,\"d\":true}}"))
        .isEqualTo(177);
  }

  @Test
  void codePointsNotUtf16UnitsNorBytesAreCounted() throws Exception {
    // one array (2) + one string (5) + one code point (19)
    assertThat(GenericChecksum.of("[\"😀\"]")).isEqualTo(26);
    assertThat(GenericChecksum.of("[\"\\ud83d\\ude00\"]")).isEqualTo(26);
    assertThat(GenericChecksum.of("\"a\\nb\"")).isEqualTo(5 + 3 * 19);
  }

  @Test
  void everyKindOfValueHasItsWeight() throws Exception {
    assertThat(GenericChecksum.of("[{},[],0,-1.5e3,true,false,null,\"\"]"))
        .isEqualTo(2 + 1 + 2 + 7 + 7 + 11 + 13 + 17 + 5);
    assertThat(GenericChecksum.of("false")).isEqualTo(13);
  }

  @Test
  void aLineThatIsNotOneStrictJsonValueIsRefusedWithItsColumn() {
    assertThatThrownBy(() -> GenericChecksum.of("{\"a\":1,}"))
        .isInstanceOf(InvalidJsonException.class)
        .satisfies(e -> assertThat(((InvalidJsonException) e).column()).isEqualTo(8));
    assertThatThrownBy(() -> GenericChecksum.of("[1] [2]"))
        .hasMessage("a second value after the first (each line holds one JSON value)");
    assertThatThrownBy(() -> GenericChecksum.of("{\"a\":1")).isInstanceOf(InvalidJsonException.class);
    assertThatThrownBy(() -> GenericChecksum.of(""))
        .hasMessage("an empty line (each line must hold one JSON value)");
  }

  @Test
  void invalidUtf8IsRefusedAtItsByte() {
    byte[] line = {'[', '"', (byte) 0xC0, (byte) 0x80, '"', ']'};
    assertThatThrownBy(() -> GenericChecksum.of(line, 0, line.length))
        .hasMessage("invalid UTF-8 (an overlong form)")
        .satisfies(e -> assertThat(((InvalidJsonException) e).column()).isEqualTo(3));
  }
}
