package jsonmark.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class TerminalWidthTest {

  private static final OptionalInt NO_TTY = OptionalInt.empty();

  @Test
  void theTerminalsOwnWidthWinsOverColumns() {
    // bash sets COLUMNS without exporting it; an exported one may be stale after a resize.
    assertThat(TerminalWidth.of(OptionalInt.of(80), "200")).isEqualTo(80);
    assertThat(TerminalWidth.of(OptionalInt.of(80), null)).isEqualTo(80);
    assertThat(TerminalWidth.of(OptionalInt.of(60), null)).isEqualTo(60);
  }

  @Test
  void columnsCountsOnlyWhereThereIsNoTtyOrATtyWithoutASize() {
    assertThat(TerminalWidth.of(NO_TTY, "80")).isEqualTo(80);
    assertThat(TerminalWidth.of(OptionalInt.of(0), "90")).isEqualTo(90);
    assertThat(TerminalWidth.of(NO_TTY, null)).isEqualTo(120);
    assertThat(TerminalWidth.of(OptionalInt.of(0), null)).isEqualTo(120);
  }

  @Test
  void aColumnsValueThatCannotBeATerminalsIsIgnored() {
    assertThat(TerminalWidth.of(NO_TTY, "0")).isEqualTo(120);
    assertThat(TerminalWidth.of(NO_TTY, "wide")).isEqualTo(120);
  }

  @Test
  void theTableIsAtMost120ColumnsWide() {
    assertThat(TerminalWidth.table(OptionalInt.of(200), null)).isEqualTo(120);
    assertThat(TerminalWidth.table(NO_TTY, "200")).isEqualTo(120);
    assertThat(TerminalWidth.table(OptionalInt.of(80), "200")).isEqualTo(80);
  }

  @Test
  void aDescriptorThatIsNoTtyHasNoWidth() {
    assertThat(TerminalWidth.tty(-1)).isEmpty();
  }
}
