package jsonmark.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

class NativeSqliteTest {

  @TempDir Path tmp;

  @Test
  void theLibraryIsExtractedOnceWholeAndThenFoundInPlace() throws Exception {
    Path library = NativeSqlite.extracted(tmp).orElseThrow();
    assertThat(library.getParent().getParent()).isEqualTo(tmp);
    assertThat(library.getParent().getFileName().toString())
        .startsWith("sqlite-jdbc-" + SQLiteJDBCLoader.getVersion() + "-");
    try (InputStream original = SQLiteJDBCLoader.class.getResourceAsStream(
        LibraryLoaderUtil.getNativeLibResourcePath() + "/"
            + LibraryLoaderUtil.getNativeLibName())) {
      assertThat(Files.readAllBytes(library)).isEqualTo(original.readAllBytes());
    }
    try (var files = Files.list(library.getParent())) {
      assertThat(files).containsExactly(library); // no partial copy left beside it
    }
    Files.writeString(library, "already there");
    assertThat(NativeSqlite.extracted(tmp)).contains(library);
    assertThat(Files.readString(library)).isEqualTo("already there");
  }
}
