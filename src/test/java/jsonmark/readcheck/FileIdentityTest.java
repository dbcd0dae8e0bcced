package jsonmark.readcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.attribute.FileTime;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FileIdentityTest {

  private static final FileIdentity HANDED_OUT =
      new FileIdentity(64769, 1234, 995_733, FileTime.fromMillis(1_000), FileTime.fromMillis(2_000),
          0444, true);

  @Test
  void anUnchangedFileHasNoChanges() {
    assertThat(FileIdentity.changes(HANDED_OUT, Optional.of(HANDED_OUT))).isEmpty();
    assertThat(FileIdentity.replaced(HANDED_OUT, Optional.of(HANDED_OUT))).isFalse();
  }

  @Test
  void aTruncationNamesBothSizesAndTheNewTime() {
    FileIdentity truncated =
        new FileIdentity(64769, 1234, 0, FileTime.fromMillis(5_000), FileTime.fromMillis(5_000),
            0444, true);
    assertThat(FileIdentity.changes(HANDED_OUT, Optional.of(truncated)))
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
    assertThat(FileIdentity.changes(HANDED_OUT, Optional.of(other)))
        .containsExactly("replaced it with another file");
  }

  @Test
  void aChmodOrANewLinkShowsInTheModeOrTheChangeTime() {
    FileIdentity writable =
        new FileIdentity(64769, 1234, 995_733, FileTime.fromMillis(1_000),
            FileTime.fromMillis(3_000), 0644, true);
    assertThat(FileIdentity.changes(HANDED_OUT, Optional.of(writable)))
        .containsExactly("changed its mode from 444 to 644");
    FileIdentity linked =
        new FileIdentity(64769, 1234, 995_733, FileTime.fromMillis(1_000),
            FileTime.fromMillis(3_000), 0444, true);
    assertThat(FileIdentity.changes(HANDED_OUT, Optional.of(linked)))
        .containsExactly("changed its attributes or links");
  }

  @Test
  void bytesChangedInPlaceAreNamedAsContentsNotAsTheTimesThatMovedWithThem() {
    FileIdentity edited =
        new FileIdentity(64769, 1234, 995_733, FileTime.fromMillis(5_000),
            FileTime.fromMillis(5_000), 0644, true);
    assertThat(FileIdentity.changes(HANDED_OUT, Optional.of(edited)))
        .containsExactly("changed its modification time", "changed its mode from 444 to 644");
    assertThat(FileIdentity.damage(HANDED_OUT, Optional.of(edited)))
        .containsExactly("changed its contents (same size, another SHA-256)",
            "changed its mode from 444 to 644");
    FileIdentity timesSetBack =
        new FileIdentity(64769, 1234, 995_733, FileTime.fromMillis(1_000),
            FileTime.fromMillis(5_000), 0444, true);
    assertThat(FileIdentity.damage(HANDED_OUT, Optional.of(timesSetBack)))
        .containsExactly("changed its contents (same size, another SHA-256)");
    FileIdentity truncated =
        new FileIdentity(64769, 1234, 0, FileTime.fromMillis(5_000), FileTime.fromMillis(5_000),
            0444, true);
    assertThat(FileIdentity.damage(HANDED_OUT, Optional.of(truncated)))
        .isEqualTo(FileIdentity.changes(HANDED_OUT, Optional.of(truncated)));
  }
}
