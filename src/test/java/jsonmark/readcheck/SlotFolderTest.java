package jsonmark.readcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The folders commands get their files in are slots: the first free one, so that a driver after
 * another hands out the same paths; one held by a live driver is never taken, one left by a
 * killed driver is.
 */
class SlotFolderTest {

  @TempDir Path tmp;

  @Test
  void theFirstFreeSlotIsTakenAndGivenAgainOnceFreed() throws Exception {
    try (TemporaryFiles.Slot first = TemporaryFiles.slotFolder(tmp, "p-");
        TemporaryFiles.Slot second = TemporaryFiles.slotFolder(tmp, "p-")) {
      assertThat(first.folder()).isEqualTo(tmp.resolve("p-0"));
      assertThat(second.folder()).isEqualTo(tmp.resolve("p-1"));
      first.close();
      TemporaryFiles.delete(first.folder());
      try (TemporaryFiles.Slot again = TemporaryFiles.slotFolder(tmp, "p-")) {
        assertThat(again.folder()).isEqualTo(tmp.resolve("p-0"));
      }
    }
  }

  @Test
  void aSlotLeftByAKilledDriverIsEmptiedAndTaken() throws Exception {
    // A killed driver's slot: its lock file is there, and no one holds the lock.
    Path left = Files.createDirectory(tmp.resolve("p-0"));
    Files.createFile(left.resolve(TemporaryFiles.SLOT_LOCK));
    Files.writeString(left.resolve("data.jsonl"), "{}\n");
    left.toFile().setWritable(false, false);
    try (TemporaryFiles.Slot slot = TemporaryFiles.slotFolder(tmp, "p-")) {
      assertThat(slot.folder()).isEqualTo(left);
      assertThat(left.resolve("data.jsonl")).doesNotExist();
    }
  }

  @Test
  void aSlotStillBeingMadeIsLeftAloneUntilItIsOld() throws Exception {
    Path young = Files.createDirectory(tmp.resolve("p-0"));
    try (TemporaryFiles.Slot slot = TemporaryFiles.slotFolder(tmp, "p-")) {
      assertThat(slot.folder()).isEqualTo(tmp.resolve("p-1"));
    }
    Files.setLastModifiedTime(young, FileTime.from(
        Instant.now().minus(TemporaryFiles.SLOT_BIRTH).minusSeconds(60)));
    try (TemporaryFiles.Slot slot = TemporaryFiles.slotFolder(tmp, "p-")) {
      assertThat(slot.folder()).isEqualTo(young);
    }
  }

  @Test
  void aLinkInASlotsPlaceIsNeverFollowedNorTaken() throws Exception {
    Path elsewhere = Files.createDirectory(tmp.resolve("elsewhere"));
    Files.createSymbolicLink(tmp.resolve("p-0"), elsewhere);
    try (TemporaryFiles.Slot slot = TemporaryFiles.slotFolder(tmp, "p-")) {
      assertThat(slot.folder()).isEqualTo(tmp.resolve("p-1"));
      assertThat(elsewhere).isEmptyDirectory();
    }
  }
}
