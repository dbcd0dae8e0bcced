package jsonmark.instructions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Count folders left by a driver killed while counting are removed by a later one; those of a
 * live driver, or of one whose lock is held, are not.
 */
class CountFolderTest {

  @TempDir Path tmp;

  /** The PID of a process that has exited (and been reaped). */
  private static long deadPid() throws Exception {
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    return p.pid();
  }

  private Path left(String name) throws Exception {
    Path folder = Files.createDirectory(tmp.resolve(name));
    Files.writeString(folder.resolve("cg.123"), "summary: 1\n");
    Files.writeString(folder.resolve("valgrind.123"), "");
    return folder;
  }

  @Test
  void removesTheFolderOfADeadDriverAndKeepsOnesItCannotJudge() throws Exception {
    long dead = deadPid();
    Path killed = left(CountFolder.PREFIX + dead + "-4711");
    Files.writeString(killed.resolve(CountFolder.OWNER), "");
    Path noLockFile = left(CountFolder.PREFIX + dead + "-4712");
    Path unnamed = left(CountFolder.PREFIX + "123456"); // an older driver's: no PID in it
    Path other = left("jsonmark-other-" + dead + "-1");

    assertThat(CountFolder.sweep(tmp)).isEqualTo(2);
    assertThat(killed).doesNotExist();
    assertThat(noLockFile).doesNotExist();
    assertThat(unnamed).exists();
    assertThat(other).exists();
  }

  @Test
  void keepsTheFoldersOfALiveDriverAndOfALockHeldElsewhere() throws Exception {
    try (CountFolder live = CountFolder.create(tmp)) {
      Path held = left(CountFolder.PREFIX + deadPid() + "-1");
      try (FileChannel lock = FileChannel.open(held.resolve(CountFolder.OWNER),
          StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
          FileLock ignored = lock.lock()) {
        // A driver in another PID namespace: its PID is not ours to see, its lock is held.
        assertThat(CountFolder.sweep(tmp)).isZero();
      }
      try (var folders = Files.list(tmp)) {
        assertThat(folders.filter(f -> f.getFileName().toString()
            .startsWith(CountFolder.PREFIX + ProcessHandle.current().pid() + "-"))).hasSize(1);
      }
      assertThat(CountFolder.sweep(tmp)).isEqualTo(1); // the lock released, the PID dead
    }
    try (var folders = Files.list(tmp)) {
      assertThat(folders).isEmpty(); // the live one removed itself when it closed
    }
  }
}
