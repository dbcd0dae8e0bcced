package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The stdout tail keeps the protocol's {@code library:} lines wherever they come. */
class StreamTailTest {

  private static StreamTail drained(String stdout) throws InterruptedException {
    StreamTail tail = StreamTail.start(
        new ByteArrayInputStream(stdout.getBytes(StandardCharsets.UTF_8)), null, "test");
    tail.await(10_000);
    return tail;
  }

  @Test
  void libraryLinesAreKeptEvenWhenManyLinesFollowThem() throws InterruptedException {
    StringBuilder out = new StringBuilder("library: orjson 3.10.7\nlibrary:  CPython 3.11.2 \n");
    for (int i = 0; i < 50; i++) {
      out.append("progress ").append(i).append('\n');
    }
    out.append("library: orjson 3.10.7\n42\n");
    StreamTail tail = drained(out.toString());
    assertThat(tail.libraries()).containsExactly("orjson 3.10.7", "CPython 3.11.2");
    assertThat(tail.lastNonEmptyLine()).isEqualTo("42");
    assertThat(tail.lastLines()).hasSize(LineTail.TAIL_LINES);
  }

  @Test
  void aLineThatOnlyMentionsALibraryOrNamesNoneIsNotOne() throws InterruptedException {
    StreamTail tail = drained("using library: x\nlibrary:\nLibrary: y 1\n7\n");
    assertThat(tail.libraries()).isEmpty();
  }

  @Test
  void atMostSixteenLibrariesAreKept() throws InterruptedException {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      out.append("library: lib").append(i).append(" 1.0\n");
    }
    assertThat(drained(out.append("0\n").toString()).libraries())
        .hasSize(LineTail.MAX_LIBRARIES).startsWith("lib0 1.0");
  }
}
