package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** --size values: decimal and binary units, one clear message for anything else. */
class ByteSizeTest {

  @Test
  void readsDecimalAndBinaryUnits() {
    assertThat(ByteSize.parse("100MB")).isEqualTo(100_000_000L);
    assertThat(ByteSize.parse("1.5GB")).isEqualTo(1_500_000_000L);
    assertThat(ByteSize.parse("64MiB")).isEqualTo(64L << 20);
    assertThat(ByteSize.parse("2kb")).isEqualTo(2_000L);
    assertThat(ByteSize.parse("4096")).isEqualTo(4096L);
    assertThat(ByteSize.parse("2TiB")).isEqualTo(2L << 40);
  }

  @Test
  void readsTheLargestSizeThatTheRangeMessageNamesInItsOwnUnit() {
    assertThat(ByteSize.parse("1PB")).isEqualTo(1_000_000_000_000_000L);
    assertThat(ByteSize.parse("0.5PiB")).isEqualTo(1L << 49);
    assertThatThrownBy(() -> ByteSize.parse("1.5PB"))
        .hasMessage("--size must be between 1 B and 1 PB, not 1.5PB");
    assertThatThrownBy(() -> ByteSize.parse("1PiB"))
        .hasMessage("--size must be between 1 B and 1 PB, not 1PiB");
  }

  @Test
  void refusesWhatIsNotASize() {
    assertThatThrownBy(() -> ByteSize.parse("100XB"))
        .hasMessage("--size '100XB' is not a size: write a number and a unit, e.g. 100MB, 1.5GB"
            + " or 64MiB");
    assertThatThrownBy(() -> ByteSize.parse("0MB")).hasMessageContaining("between 1 B and 1 PB");
  }
}
