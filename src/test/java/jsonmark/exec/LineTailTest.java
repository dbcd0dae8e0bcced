package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The tail is the same however the stream is cut into blocks, and is exactly the last lines. */
class LineTailTest {

  static final String LONG = "  " + "y".repeat(LineTail.MAX_LINE_BYTES + 100);

  /** Short lines, blank ones, CRLF ends, library lines, a cut line, and no final newline. */
  static final String TEXT = "library: orjson 3.10.7\n" + "noise\n".repeat(30) + "  \n\r\n"
      + LONG + "\n" + "é, ü and 日本\r\n\n" + "library: CPython 3.11.2 \n" + "a\nb\t\n-1176658";

  static final List<String> EXPECTED_TAIL = List.of("noise", "noise", "noise", "noise", "noise",
      "y".repeat(80) + " [a line of " + LONG.length() + " bytes, cut at 4096]",
      "é, ü and 日本", "library: CPython 3.11.2", "a", "b", "-1176658").subList(1, 11);

  static LineTail fed(byte[] bytes, List<Integer> cuts) {
    LineTail tail = new LineTail();
    int from = 0;
    for (int cut : cuts) {
      byte[] block = new byte[64 * 1024];
      System.arraycopy(bytes, from, block, 0, cut - from);
      tail.feed(block, cut - from);
      from = cut;
    }
    tail.finish();
    return tail;
  }

  @Test
  void oneBlockKeepsTheLastNonEmptyLinesTheLibrariesAndTheCount() {
    byte[] bytes = TEXT.getBytes(StandardCharsets.UTF_8);
    LineTail tail = fed(bytes, List.of(bytes.length));
    assertThat(tail.lastLines()).containsExactlyElementsOf(EXPECTED_TAIL);
    assertThat(tail.lastNonEmptyLine()).isEqualTo("-1176658");
    assertThat(tail.libraries()).containsExactly("orjson 3.10.7", "CPython 3.11.2");
    assertThat(tail.bytes()).isEqualTo(bytes.length);
  }

  @Test
  void anyCuttingIntoBlocksGivesTheSameTail() {
    byte[] bytes = TEXT.getBytes(StandardCharsets.UTF_8);
    Random random = new Random(7);
    for (int trial = 0; trial < 200; trial++) {
      List<Integer> cuts = new ArrayList<>();
      int at = 0;
      int largest = trial % 2 == 0 ? 8 : 6000; // bytes one at a time, or blocks of many lines
      while (at < bytes.length) {
        at = Math.min(bytes.length, at + 1 + random.nextInt(largest));
        cuts.add(at);
      }
      LineTail tail = fed(bytes, cuts);
      assertThat(tail.lastLines()).as("cuts %s", cuts).containsExactlyElementsOf(EXPECTED_TAIL);
      assertThat(tail.libraries()).containsExactly("orjson 3.10.7", "CPython 3.11.2");
    }
  }

  @Test
  void aLastLineThatIsCutIsNeverReplacedByAnEarlierOne() {
    byte[] bytes = ("-1176658\n" + LONG + "\n\n").getBytes(StandardCharsets.UTF_8);
    assertThat(fed(bytes, List.of(bytes.length)).lastNonEmptyLine())
        .endsWith("[a line of " + LONG.length() + " bytes, cut at 4096]");
  }

  @Test
  void megabytesOfShortLinesCostNoStringPerLine() {
    // 27 MB of 80-byte lines in pipe-sized blocks: a string per line would allocate over 50 MB.
    byte[] block = new byte[64 * 1024];
    for (int i = 0; i < block.length; i++) {
      block[i] = (byte) (i % 80 == 79 ? '\n' : 'x');
    }
    LineTail tail = new LineTail();
    var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory
        .getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 27_000_000 / block.length; i++) {
      tail.feed(block, block.length);
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    assertThat(tail.lastLines()).hasSize(LineTail.TAIL_LINES);
    // Ten lines a block are decoded: about 412 blocks of 10 strings of 79 characters.
    assertThat(allocated).isLessThan(2_000_000 + 412L * 10 * 300);
  }

  @Test
  void anEmptyStreamHasNoLines() {
    LineTail tail = fed(new byte[0], List.of());
    assertThat(tail.lastLines()).isEmpty();
    assertThat(tail.lastNonEmptyLine()).isNull();
  }
}
