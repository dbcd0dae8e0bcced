package jsonmark.readcheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.cache.Sha256;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PrivateCopyTest {

  @TempDir Path tmp;

  private Path source() throws IOException {
    return Files.writeString(tmp.resolve("data.jsonl"), "{\"integer_1\":1}\n");
  }

  @Test
  void aCopyIsAFileOfItsOwnWithTheVerifiedBytes() throws Exception {
    Path source = source();
    Path copy = tmp.resolve("copy.jsonl");
    assertThat(PrivateCopy.make(source, copy, Sha256.of(source)).shared()).isEmpty();
    assertThat(copy).hasSameBinaryContentAs(source);
    assertThat(Files.getAttribute(copy, "unix:ino"))
        .isNotEqualTo(Files.getAttribute(source, "unix:ino"));
  }

  @Test
  void whereNoCopyCanBeWrittenTheFileIsALinkThatSaysWhy() throws Exception {
    Path source = source();
    // A file already in the way makes the copy fail as a full disk would.
    Path copy = Files.writeString(tmp.resolve("copy.jsonl"), "in the way");
    PrivateCopy.Made made = PrivateCopy.make(source, copy, Sha256.of(source));
    assertThat(made.shared()).get().asString().contains("copy.jsonl");
    assertThat(Files.getAttribute(copy, "unix:ino"))
        .isEqualTo(Files.getAttribute(source, "unix:ino"));
  }

  @Test
  void bytesThatAreNotTheVerifiedOnesAreRefusedAndLeaveNothing() throws Exception {
    Path source = source();
    Path copy = tmp.resolve("copy.jsonl");
    assertThatThrownBy(() -> PrivateCopy.make(source, copy, "0".repeat(64)))
        .isInstanceOf(IOException.class)
        .hasMessageEndingWith("changed while it was copied (its SHA-256 is no longer the one"
            + " verified)");
    assertThat(copy).doesNotExist();
  }
}
