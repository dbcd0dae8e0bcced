package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The read counters of an io file. */
class ProcIoTest {

  @Test
  void readsCharactersReadBytesFromStorageAndReadCalls() {
    String io =
        "rchar: 6976\nwchar: 0\nsyscr: 10\nsyscw: 0\nread_bytes: 4096\nwrite_bytes: 0\n"
            + "cancelled_write_bytes: 0\n";
    assertThat(ProcIo.parse(io)).contains(new ProcIo(6976, 4096, 10));
  }

  @Test
  void aFileMissingALineIsEmpty() {
    assertThat(ProcIo.parse("rchar: 6976\nsyscr: 10\n")).isEmpty();
    assertThat(ProcIo.parse("")).isEmpty();
  }
}
