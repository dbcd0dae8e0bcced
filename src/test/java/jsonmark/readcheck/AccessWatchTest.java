package jsonmark.readcheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import jsonmark.result.ReadProof.Access;
import jsonmark.result.ReadProof.Seen;
import jsonmark.testing.MmapSum;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a real program's run leaves on the file, seen after it has exited. */
class AccessWatchTest {

  @TempDir Path tmp;
  private Path file;
  private AccessWatch watch;

  @BeforeEach
  void watchAFile() throws Exception {
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < 2_000; i++) {
      lines.append("{\"integer_1\":").append(i).append(",\"integer_2\":-3,\"str\":\"x\"}\n");
    }
    file = Files.writeString(tmp.resolve("data.jsonl"), lines);
    watch = AccessWatch.on(file);
    assumeTrue(watch.limits().isEmpty(), () -> "this system hides " + watch.limits().get());
    watch.arm();
  }

  @AfterEach
  void close() {
    watch.close();
  }

  private Access after(String... command) throws Exception {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes()).strip();
    assertThat(p.waitFor()).as(out).isZero();
    return watch.seen();
  }

  @Test
  void aProgramThatMapsTheFileTouchesItWithoutReadingIt() throws Exception {
    Optional<Path> mmap = MmapSum.build(tmp);
    assumeTrue(mmap.isPresent(), "needs gcc");
    Process p = new ProcessBuilder(mmap.get().toString(), file.toString()).start();
    assertThat(new String(p.getInputStream().readAllBytes()).strip())
        .isEqualTo(String.valueOf(1_999L * 2_000 / 2 - 3 * 2_000));
    assertThat(p.waitFor()).isZero();
    assertThat(watch.seen()).isEqualTo(new Access(Seen.YES, Seen.NO, Seen.YES));
  }

  @Test
  void aProgramThatReadsTheFileOpensReadsAndTouchesIt() throws Exception {
    assertThat(after("sh", "-c", "cat \"$0\" > /dev/null", file.toString()))
        .isEqualTo(new Access(Seen.YES, Seen.YES, Seen.YES));
  }

  @Test
  void aProgramThatOnlyOpensTheFileNeitherReadsNorTouchesIt() throws Exception {
    assertThat(after("sh", "-c", "exec 3< \"$0\"", file.toString()))
        .isEqualTo(new Access(Seen.YES, Seen.NO, Seen.NO));
  }

  @Test
  void aProgramThatOnlyLooksAtTheFileNeverOpensIt() throws Exception {
    assertThat(after("stat", file.toString()))
        .isEqualTo(new Access(Seen.NO, Seen.NO, Seen.NO));
  }

  @Test
  void armingForgetsWhatHappenedBefore() throws Exception {
    after("cat", file.toString());
    watch.arm();
    assertThat(watch.seen()).isEqualTo(new Access(Seen.NO, Seen.NO, Seen.NO));
  }
}
