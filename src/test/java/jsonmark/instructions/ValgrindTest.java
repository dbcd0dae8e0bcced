package jsonmark.instructions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one line a user reads when Valgrind is not installed. */
class ValgrindTest {

  @TempDir Path tmp;

  @Test
  void aMissingValgrindIsOneLineSayingHowToInstallIt() {
    String message = Valgrind.missing(tmp.toString()).orElseThrow();
    assertThat(message).doesNotContain("\n")
        .contains("--measure instructions", "not installed", "apt-get install valgrind");
  }

  @Test
  void aValgrindOnPathIsFound() throws Exception {
    java.nio.file.Files.writeString(tmp.resolve("valgrind"), "");
    assertThat(Valgrind.missing(tmp.toString())).isEmpty();
  }
}
