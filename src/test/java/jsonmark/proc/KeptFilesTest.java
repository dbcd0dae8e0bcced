package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Kept /proc files read fresh text each time, fail once their process has gone, and close. */
class KeptFilesTest {

  @BeforeAll
  static void onLinux() {
    assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "needs Linux /proc");
  }

  @Test
  void rereadsAKeptFileFromItsStart() {
    long self = Proc.self();
    long thread = Proc.currentThread().orElseThrow();
    try (KeptFiles files = new KeptFiles()) {
      long first = Proc.schedstat(files, self, thread).orElseThrow().runNanos();
      long busy = System.nanoTime() + 30_000_000;
      long spin = 0;
      while (System.nanoTime() < busy) {
        spin++;
      }
      long second = Proc.schedstat(files, self, thread).orElseThrow().runNanos();

      assertThat(spin).isPositive();
      assertThat(second).isGreaterThan(first);
      assertThat(Proc.stat(files, self).orElseThrow().numThreads()).isGreaterThan(1);
      assertThat(Proc.peakRssKiB(files, self)).isPresent();
    }
  }

  @Test
  void aKeptFileOfAProcessThatHasGoneReadsEmpty() throws Exception {
    Process child = new ProcessBuilder("sleep", "30").start();
    try (KeptFiles files = new KeptFiles()) {
      assertThat(Proc.stat(files, child.pid())).isPresent();
      child.destroy();
      child.onExit().get(); // reaped: its pid may be anyone's now

      assertThat(Proc.stat(files, child.pid())).isEmpty();
    } finally {
      child.destroyForcibly();
    }
  }

  @Test
  void closesTheFilesNotReadSinceTheLastCallAndAllOnClose() {
    long self = Proc.self();
    int before = openFiles();
    try (KeptFiles files = new KeptFiles()) {
      Proc.stat(files, self);
      Proc.schedstat(files, self, self);
      assertThat(openFiles()).isEqualTo(before + 2);

      files.closeUnread();
      Proc.stat(files, self);
      files.closeUnread();
      assertThat(openFiles()).isEqualTo(before + 1);
    }
    assertThat(openFiles()).isEqualTo(before);
  }

  private static int openFiles() {
    return new File("/proc/self/fd").list().length;
  }
}
