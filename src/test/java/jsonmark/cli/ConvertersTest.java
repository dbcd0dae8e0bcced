package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The converters say what is wrong with a value in our words; the option's name is added later. */
class ConvertersTest {

  @Test
  void secondsArePositiveUpToAYear() {
    SecondsConverter seconds = new SecondsConverter();
    assertThat(seconds.convert("1.5")).isEqualTo(Duration.ofMillis(1500));
    assertThat(seconds.convert(" 2 ")).isEqualTo(Duration.ofSeconds(2));
    assertThatThrownBy(() -> seconds.convert("0"))
        .hasMessage("must be a positive number of seconds, not 0");
    assertThatThrownBy(() -> seconds.convert("-3"))
        .hasMessage("must be a positive number of seconds, not -3");
    assertThatThrownBy(() -> seconds.convert("1e300"))
        .hasMessage("must be at most 31536000 seconds (a year), not 1E+300;"
            + " leave it out for no limit");
    assertThatThrownBy(() -> seconds.convert("2d"))
        .hasMessage("must be a positive number of seconds, such as 30 or 0.5, not '2d'");
  }

  @Test
  void wholeNumbersAreSaidToBeWholeNumbers() {
    assertThat(NumberConverters.whole("42", 0, 100)).isEqualTo(42);
    assertThatThrownBy(() -> NumberConverters.whole("100k", Long.MIN_VALUE, Long.MAX_VALUE))
        .hasMessage("must be a whole number, such as 10, not '100k'");
    assertThatThrownBy(() -> NumberConverters.whole("2x", Integer.MIN_VALUE, Integer.MAX_VALUE))
        .hasMessage("must be a whole number, such as 10, not '2x'");
    assertThatThrownBy(() -> NumberConverters.whole("3000000000", Integer.MIN_VALUE,
            Integer.MAX_VALUE))
        .hasMessage("must be at most 2147483647, not 3000000000");
    assertThatThrownBy(() -> NumberConverters.decimal("0.5s"))
        .hasMessage("must be a number, such as 0.5, not '0.5s'");
  }

  @Test
  void pathsMustNameAFolderTheUserCanSee() {
    PathConverter paths = new PathConverter();
    assertThat(paths.convert("results")).isEqualTo(Path.of("results"));
    assertThatThrownBy(() -> paths.convert("")).hasMessage("must not be empty");
    assertThatThrownBy(() -> paths.convert(" ")).hasMessage("must not be empty");
    assertThatThrownBy(() -> paths.convert("a\u0000b"))
        .hasMessageStartingWith("'a\u0000b' is not a usable path: ");
  }

  @Test
  void aNameIsOnePrintableLine() {
    NameConverter names = new NameConverter();
    assertThat(names.convert("@fast")).isEqualTo("@fast");
    assertThatThrownBy(() -> names.convert("")).hasMessage("must not be empty");
    assertThatThrownBy(() -> names.convert("a\nb"))
        .hasMessage("must be one line of printable text, not 'a\\u000ab'"
            + " (U+000A LINE FEED (LF), a control character)");
  }

  @Test
  void aNameMayHoldNoCharacterThatReordersBreaksOrHidesALine() {
    NameConverter names = new NameConverter();
    assertThat(names.convert("caf\u00e9 \u00b5s \u65e5\u672c \ud83d\ude80")).isNotEmpty();
    assertThatThrownBy(() -> names.convert("fast\u202Eslow"))
        .hasMessage("must be one line of printable text, not 'fast\\u202eslow'"
            + " (U+202E RIGHT-TO-LEFT OVERRIDE, an invisible format character)");
    assertThatThrownBy(() -> names.convert("one\u2028two"))
        .hasMessage("must be one line of printable text, not 'one\\u2028two'"
            + " (U+2028 LINE SEPARATOR, a line separator)");
    assertThatThrownBy(() -> names.convert("one\u2029two"))
        .hasMessageEndingWith("(U+2029 PARAGRAPH SEPARATOR, a paragraph separator)");
    assertThatThrownBy(() -> names.convert("a\u200Bb"))
        .hasMessage("must be one line of printable text, not 'a\\u200bb'"
            + " (U+200B ZERO WIDTH SPACE, an invisible format character)");
    assertThatThrownBy(() -> names.convert("a\uE000"))
        .hasMessageEndingWith("(U+E000 PRIVATE USE AREA E000, a private-use character)");
    assertThatThrownBy(() -> names.convert("a\u0378"))
        .hasMessageEndingWith("(U+0378, unassigned in Unicode)");
    assertThatThrownBy(() -> names.convert("a\uD800"))
        .hasMessageEndingWith(", half of a surrogate pair)");
  }

  @Test
  void didYouMeanFindsTyposAndBeginnings() {
    assertThat(DidYouMean.distance("serializer", "serializers")).isEqualTo(1);
    assertThat(DidYouMean.distance("conformence", "conformance")).isEqualTo(1);
    assertThat(DidYouMean.near("python3", java.util.List.of("conformance", "serializers")))
        .isEmpty();
    assertThat(DidYouMean.near("--bench", java.util.List.of("--benchmark", "--serializer")))
        .containsExactly("--benchmark");
    assertThat(DidYouMean.suggestion("--profil", java.util.List.of("--profile", "--records")))
        .isEqualTo("; did you mean '--profile'?");
  }
}
