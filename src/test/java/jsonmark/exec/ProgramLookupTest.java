package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A direct run's program, looked up as execvp would, before the spawn. */
class ProgramLookupTest {

  @TempDir Path tmp;

  @Test
  void aNameIsSearchedInEveryFolderOfPath() throws Exception {
    Files.createDirectory(tmp.resolve("bin"));
    Files.writeString(tmp.resolve("bin/prog"), "");
    String path = tmp.resolve("nothing") + ":" + tmp.resolve("bin");
    assertThat(ProgramLookup.missing("prog", path)).isEmpty();
    assertThat(ProgramLookup.missing("other", path)).contains("other: not found on PATH");
  }

  @Test
  void aNameWithASlashIsAPathAndPathIsNotSearched() throws Exception {
    Files.writeString(tmp.resolve("prog"), "");
    assertThat(ProgramLookup.missing(tmp.resolve("prog").toString(), "/nowhere")).isEmpty();
    assertThat(ProgramLookup.missing(tmp.resolve("gone").toString(), "/bin"))
        .contains(tmp.resolve("gone") + ": not found (no such file)");
  }

  @Test
  void anUnsetPathIsGlibcsDefaultAndAFolderIsNoProgram() {
    assertThat(ProgramLookup.missing("sh", null)).isEmpty();
    assertThat(ProgramLookup.missing("usr", "/")).contains("usr: not found on PATH");
  }

  @Test
  void aFileThatCannotBeExecutedIsLeftToTheExecToReport() throws Exception {
    Path file = Files.writeString(tmp.resolve("data"), "");
    assertThat(Files.isExecutable(file)).isFalse();
    assertThat(ProgramLookup.missing("data", tmp.toString())).isEmpty();
  }
}
