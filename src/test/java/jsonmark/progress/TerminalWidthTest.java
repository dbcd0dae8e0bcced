package jsonmark.progress;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TerminalWidthTest {

  @Test
  void theTableIsAt120ColumnsUnlessANarrowerTerminalIsExported() {
    assertThat(TerminalWidth.of(null)).isEqualTo(120);
    assertThat(TerminalWidth.of("200")).isEqualTo(120);
    assertThat(TerminalWidth.of("80")).isEqualTo(80);
  }

  @Test
  void aWidthThatCannotBeATerminalsIsIgnored() {
    assertThat(TerminalWidth.of("0")).isEqualTo(120);
    assertThat(TerminalWidth.of("wide")).isEqualTo(120);
  }
}
