package jsonmark.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {

  @TempDir Path folder;

  @Test
  void theTemporaryFilesOfInterruptedWritesAreDeletedAndNothingElse() throws IOException {
    Files.createDirectories(folder.resolve("profile"));
    Path left = folder.resolve("profile/.a-45.csv.0b5e1f1d-7c3a-4e2f-9d6b-8a0c2e4f6a8b.tmp");
    Path leftOnTop = folder.resolve(".summary.md.1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.tmp");
    Path result = folder.resolve("profile/a-45.csv");
    Path userFile = folder.resolve(".notes.tmp");
    for (Path file : new Path[] {left, leftOnTop, result, userFile}) {
      Files.writeString(file, "x");
    }

    ResultFiles.deleteTemporaryFiles(folder);

    assertThat(left).doesNotExist();
    assertThat(leftOnTop).doesNotExist();
    assertThat(result).exists();
    assertThat(userFile).exists();
  }

  @Test
  void anAtomicWriteLeavesOnlyTheFile() throws IOException {
    ResultFiles.writeAtomically(folder.resolve("runs.csv"), "a,b\n");
    try (var files = Files.list(folder)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactly("runs.csv");
    }
  }
}
