package jsonmark.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A killed owner's folder is removed by a later sweep, read-only files and folders included. */
class OwnedFolderTest {

  @TempDir Path tmp;

  @Test
  void aDeadOwnersFolderOfReadOnlyFilesInReadOnlyFoldersIsSweptAndALiveOnesIsNot()
      throws Exception {
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    Path killed = Files.createDirectory(tmp.resolve("jsonmark-test-" + p.pid() + "-1"));
    Files.writeString(killed.resolve(OwnedFolder.LOCK), "");
    Path cases = Files.createDirectory(killed.resolve("1"));
    Path file = Files.writeString(cases.resolve("compact.jsonl"), "{}\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
    Files.setPosixFilePermissions(cases, PosixFilePermissions.fromString("r-xr-xr-x"));

    try (OwnedFolder live = OwnedFolder.create(tmp, "jsonmark-test-")) {
      assertThat(OwnedFolder.sweep(tmp, "jsonmark-test-")).isEqualTo(1);
      assertThat(killed).doesNotExist();
      assertThat(live.path()).isDirectory();
      assertThat(live.path().getFileName().toString())
          .startsWith("jsonmark-test-" + ProcessHandle.current().pid() + "-");
    }
    try (var left = Files.list(tmp)) {
      assertThat(left).as("the live one removed itself when it closed").isEmpty();
    }
  }
}
