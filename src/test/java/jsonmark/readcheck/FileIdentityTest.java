package jsonmark.readcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FileIdentityTest {

  private static final FileIdentity HANDED_OUT = identity(995_733, 1_000, 2_000, 0444);

  @Test
  void anUnchangedFileHasNoChanges() {
    assertThat(changes(HANDED_OUT)).isEmpty();
    assertThat(FileIdentity.replaced(HANDED_OUT, Optional.of(HANDED_OUT))).isFalse();
  }

  @Test
  void aTruncationNamesBothSizesAndTheNewTime() {
    FileIdentity truncated = identity(0, 5_000, 5_000, 0444);
    assertThat(changes(truncated))
        .containsExactly("changed its size from 995,733 to 0 bytes",
            "changed its modification time");
  }

  @Test
  void aDeletedOrReplacedFileIsReplaced() {
    assertThat(FileIdentity.changes(HANDED_OUT, Optional.empty())).containsExactly("deleted it");
    assertThat(FileIdentity.replaced(HANDED_OUT, Optional.empty())).isTrue();
    FileIdentity other =
        new FileIdentity(64769, 99, 995_733, FileTime.fromMillis(1_000), FileTime.fromMillis(3_000),
            0444, true);
    assertThat(FileIdentity.replaced(HANDED_OUT, Optional.of(other))).isTrue();
    assertThat(changes(other)).containsExactly("replaced it with another file");
  }

  @Test
  void aChmodOrANewLinkShowsInTheModeOrTheChangeTime() {
    assertThat(changes(identity(995_733, 1_000, 3_000, 0644)))
        .containsExactly("changed its mode from 444 to 644");
    assertThat(changes(identity(995_733, 1_000, 3_000, 0444)))
        .containsExactly("changed its attributes or links");
  }

  @Test
  void bytesChangedInPlaceAreNamedAsContentsNotAsTheTimesThatMovedWithThem() {
    FileIdentity edited = identity(995_733, 5_000, 5_000, 0644);
    assertThat(changes(edited))
        .containsExactly("changed its modification time", "changed its mode from 444 to 644");
    assertThat(damage(edited)).containsExactly("changed its contents (same size, another SHA-256)",
        "changed its mode from 444 to 644");
    assertThat(damage(identity(995_733, 1_000, 5_000, 0444)))
        .containsExactly("changed its contents (same size, another SHA-256)");
    FileIdentity truncated = identity(0, 5_000, 5_000, 0444);
    assertThat(damage(truncated)).isEqualTo(changes(truncated));
  }

  /** The handed-out file's device and inode with {@code size}, times in ms and {@code mode}. */
  private static FileIdentity identity(long size, long modifiedMillis, long changedMillis,
      int mode) {
    return new FileIdentity(64769, 1234, size, FileTime.fromMillis(modifiedMillis),
        FileTime.fromMillis(changedMillis), mode, true);
  }

  private static List<String> changes(FileIdentity now) {
    return FileIdentity.changes(HANDED_OUT, Optional.of(now));
  }

  private static List<String> damage(FileIdentity now) {
    return FileIdentity.damage(HANDED_OUT, Optional.of(now));
  }
}
