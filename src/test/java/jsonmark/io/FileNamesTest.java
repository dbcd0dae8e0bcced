package jsonmark.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FileNamesTest {

  @Test
  void replacesShellCharactersWithUnderscores() {
    assertThat(FileNames.safe("python3 main.py orjson $FILENAME"))
        .isEqualTo("python3_main.py_orjson_FILENAME");
    assertThat(FileNames.safe("cd /tmp && ./rust \"$FILENAME\""))
        .isEqualTo("cd_tmp_._rust_FILENAME");
  }

  @Test
  void neverGivesAHiddenEmptyOrOverlongName() {
    assertThat(FileNames.safe("../..")).isEqualTo("command");
    assertThat(FileNames.safe("$$$")).isEqualTo("command");
    assertThat(FileNames.safe("x".repeat(100))).hasSize(60);
  }

  @Test
  void keepsNamesDistinctByAppendingThePosition() {
    assertThat(FileNames.distinct(List.of("a b", "a/b", "A_B", "c")))
        .containsExactly("a_b", "a_b-2", "A_B-3", "c");
  }
}
