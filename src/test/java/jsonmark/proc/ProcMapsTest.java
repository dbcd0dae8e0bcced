package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ProcMapsTest {

  private static final String MAPS = String.join("\n",
      "55d0c0a00000-55d0c0a28000 r--p 00000000 fd:01 1048602  /usr/bin/python3.11",
      "7f2d93875000-7f2d95800000 r--s 00000000 fd:01 2097153  /cache/.ro/Simple1Benchmark",
      "7f2d95800000-7f2d95801000 r--s 01f8b000 fd:01 2097153  /cache/.ro/Simple1Benchmark",
      "7f2d95900000-7f2d95901000 r--s 00000000 fd:02 2097153  /other/device/same/inode",
      "7ffd1c3a1000-7ffd1c3c2000 rw-p 00000000 00:00 0        [stack]",
      "");

  @Test
  void sumsTheMappingsOfOneFileOnOneDevice() {
    assertThat(ProcMaps.MappedFile.of(0xfd, 0x01, 2097153).bytesIn(MAPS))
        .isEqualTo(0x7f2d95800000L - 0x7f2d93875000L + 0x1000);
  }

  @Test
  void aFileNotMappedIsZero() {
    assertThat(ProcMaps.MappedFile.of(0xfd, 0x01, 42).bytesIn(MAPS)).isZero();
  }

  @Test
  void theDeviceAndInodeMustBeTheFourthAndFifthFieldsNotAPathThatHoldsThem() {
    String tricky = String.join("\n",
        "7f0000000000-7f0000001000 r--p 00000000 00:00 0  /tmp/x fd:01 2097153 y",
        "garbage fd:01 2097153 ",
        "7f0000002000-7f0000004000 r--s 00000000 fd:01 2097153  /cache/file",
        "zz-7f0000004000 r--s 00000000 fd:01 2097153  /cache/file");
    assertThat(ProcMaps.MappedFile.of(0xfd, 0x01, 2097153).bytesIn(tricky)).isEqualTo(0x2000);
  }

  @Test
  void splitsADeviceNumberAsGlibcDoes() {
    long dev = 0xfd01L; // major 253, minor 1, the common encoding
    assertThat(ProcMaps.major(dev)).isEqualTo(253);
    assertThat(ProcMaps.minor(dev)).isEqualTo(1);
    long large = (0x123L << 8) | 0x45L | (0x678L << 12 << 8); // minor above 255
    assertThat(ProcMaps.major(large)).isEqualTo(0x123);
    assertThat(ProcMaps.minor(large)).isEqualTo(0x67845);
  }
}
