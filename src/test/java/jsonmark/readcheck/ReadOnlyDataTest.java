package jsonmark.readcheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import jsonmark.cache.Sha256;
import jsonmark.lifecycle.Cleanup;
import jsonmark.result.ReadProof.Seen;
import jsonmark.result.ReadProof;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadOnlyDataTest {

  private static final String GOOD = "{\"integer_1\":1,\"integer_2\":2}\n";

  @TempDir Path tmp;
  private Path source;
  private String sha;
  private int restores;

  @BeforeEach
  void writeTheSource() throws Exception {
    source = Files.writeString(tmp.resolve("Simple1Benchmark.1.jackson.1.jsonl"), GOOD);
    sha = Sha256.of(source);
  }

  private ReadOnlyData handOut() throws IOException {
    return ReadOnlyData.of(source, sha, new Cleanup());
  }

  /** The check, and the restore it asks for done as the run loop does it: a good file back. */
  private ReadOnlyData.Check check(ReadOnlyData data) throws Exception {
    ReadOnlyData.Check check = data.check();
    if (check instanceof ReadOnlyData.Damaged) {
      restores++;
      Files.deleteIfExists(source);
      data.restore(Files.writeString(source, GOOD));
    }
    return check;
  }

  /** What a command running as its owner (or as root) could do despite the modes. */
  private static void forceWrite(Path file, String text) throws IOException {
    file.getParent().toFile().setWritable(true, true);
    file.toFile().setWritable(true, true);
    Files.writeString(file, text);
  }

  @Test
  void handsOutAReadOnlyFileOfTheSameNameInAReadOnlyPrivateFolder() throws Exception {
    try (ReadOnlyData data = handOut()) {
      Path path = data.path();
      assertThat(path.getFileName()).isEqualTo(source.getFileName());
      assertThat(path.getParent().getParent()).isEqualTo(tmp);
      assertThat(path.getParent().getFileName().toString()).startsWith(".jsonmark-readonly-");
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(path)))
          .isEqualTo("r--r--r--");
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(path.getParent())))
          .isEqualTo("r-xr-xr-x");
      assertThat(path).hasContent(GOOD.strip());
      assertThat(check(data)).isInstanceOf(ReadOnlyData.Intact.class);
    }
  }

  @Test
  void aTruncatedFileIsBlamedAndPutBackGoodAndReadOnly() throws Exception {
    try (ReadOnlyData data = handOut()) {
      forceWrite(data.path(), "");
      ReadOnlyData.Check check = check(data);
      assertThat(check).isEqualTo(new ReadOnlyData.Damaged(
          "changed its size from 30 to 0 bytes, changed its modification time, changed its mode"
              + " from 444 to 644"));
      assertThat(restores).isEqualTo(1);
      assertThat(Files.readString(data.path(), StandardCharsets.UTF_8)).isEqualTo(GOOD);
      assertThat(data.path().toFile().canWrite() && !isRoot()).isFalse();
      assertThat(check(data)).isInstanceOf(ReadOnlyData.Intact.class);
    }
  }

  @Test
  void aDeletedFileIsBlamedAndPutBack() throws Exception {
    try (ReadOnlyData data = handOut()) {
      data.path().getParent().toFile().setWritable(true, true);
      Files.delete(data.path());
      assertThat(check(data)).isEqualTo(new ReadOnlyData.Damaged("deleted it"));
      assertThat(data.path()).hasContent(GOOD.strip());
    }
  }

  @Test
  void aChangedModeWithTheSameBytesIsOnlyTouched() throws Exception {
    try (ReadOnlyData data = handOut()) {
      Files.setPosixFilePermissions(data.path(), PosixFilePermissions.fromString("rw-r--r--"));
      assertThat(check(data))
          .isEqualTo(new ReadOnlyData.Touched("changed its mode from 444 to 644"));
      assertThat(restores).isZero();
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(data.path())))
          .isEqualTo("r--r--r--");
    }
  }

  @Test
  void sameSizeOtherBytesIsDamageFoundByTheSha256() throws Exception {
    try (ReadOnlyData data = handOut()) {
      forceWrite(data.path(), GOOD.replace('1', '7'));
      assertThat(check(data)).isEqualTo(
          new ReadOnlyData.Damaged(
              "changed its contents (same size, another SHA-256), changed its mode from 444 to"
                  + " 644"));
      assertThat(data.path()).hasContent(GOOD.strip());
    }
  }

  @Test
  void aDamagedFileIsOnlyReportedTheRestoreIsTheCallers() throws Exception {
    try (ReadOnlyData data = handOut()) {
      forceWrite(data.path(), "");
      assertThat(data.check()).isInstanceOf(ReadOnlyData.Damaged.class);
      assertThat(data.path()).isEmptyFile(); // nothing was put back yet
      data.restore(source);
      assertThat(data.path()).hasContent(GOOD.strip());
      assertThat(data.check()).isInstanceOf(ReadOnlyData.Intact.class);
    }
  }

  @Test
  void closingDeletesTheFolderAndLeavesTheSourceAsItWas() throws Exception {
    Path folder;
    try (ReadOnlyData data = handOut()) {
      folder = data.path().getParent();
    }
    assertThat(folder).doesNotExist();
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(source)))
        .isEqualTo("rw-r--r--");
  }

  @Test
  void twoDriversGetFilesOfTheirOwnSoOnesCommandCannotChangeTheOthers() throws Exception {
    try (ReadOnlyData mine = handOut(); ReadOnlyData theirs = handOut()) {
      assertThat(mine.shared()).isEmpty();
      assertThat(inode(mine.path())).isNotEqualTo(inode(theirs.path()))
          .isNotEqualTo(inode(source));
      forceWrite(theirs.path(), "");
      assertThat(mine.check()).isInstanceOf(ReadOnlyData.Intact.class);
      assertThat(mine.path()).hasContent(GOOD.strip());
      assertThat(source).hasContent(GOOD.strip());
    }
  }

  @Test
  void aDeletedFolderFailsTheRunAndAFreshCopyTakesItsPlace() throws Exception {
    try (ReadOnlyData data = handOut()) {
      Path folder = data.path().getParent();
      folder.toFile().setWritable(true, true);
      TemporaryFiles.delete(folder); // rm -rf
      assertThat(check(data)).isEqualTo(new ReadOnlyData.Damaged("deleted the folder it was in"));
      assertThat(folder.resolve(TemporaryFiles.SLOT_LOCK)).exists(); // the slot is held again
      assertThat(restores).isEqualTo(1);
      assertThat(data.path()).hasContent(GOOD.strip());
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
          .isEqualTo("r-xr-xr-x");
      assertThat(check(data)).isInstanceOf(ReadOnlyData.Intact.class);
    }
  }

  @Test
  void aFolderReplacedByALinkElsewhereIsMadeAgainAndTheLinkTargetLeftAlone() throws Exception {
    Path elsewhere = Files.createDirectory(tmp.resolve("elsewhere"));
    Path decoy = Files.writeString(elsewhere.resolve(source.getFileName().toString()), "{}\n");
    try (ReadOnlyData data = handOut()) {
      Path folder = data.path().getParent();
      folder.toFile().setWritable(true, true);
      TemporaryFiles.delete(folder);
      Files.createSymbolicLink(folder, elsewhere);
      assertThat(check(data)).isInstanceOf(ReadOnlyData.Damaged.class);
      assertThat(Files.isSymbolicLink(folder)).isFalse();
      assertThat(data.path()).hasContent(GOOD.strip());
      assertThat(decoy).hasContent("{}");
    }
  }

  @Test
  void aSourceWhoseBytesAreNotTheVerifiedOnesIsNotHandedOut() throws Exception {
    Files.writeString(source, GOOD.replace('1', '7'));
    assertThatThrownBy(this::handOut).isInstanceOf(IOException.class)
        .hasMessageContaining("changed while it was copied");
  }

  @Test
  void aWatchedFileShowsWhatARunDidToItAndReadingItChangesNothingTheCheckMinds()
      throws Exception {
    try (ReadOnlyData data = ReadOnlyData.watched(source, sha, new Cleanup())) {
      assumeTrue(data.watchLimits().isEmpty(), "needs inotify and access times");
      Process cat = new ProcessBuilder("cat", data.path().toString()).start();
      cat.getInputStream().readAllBytes();
      assertThat(cat.waitFor()).isZero();
      assertThat(data.seen()).isEqualTo(new ReadProof.Access(Seen.YES, Seen.YES, Seen.YES));
      assertThat(check(data)).isInstanceOf(ReadOnlyData.Intact.class);
      data.arm();
      assertThat(data.seen()).isEqualTo(new ReadProof.Access(Seen.NO, Seen.NO, Seen.NO));
      assertThat(check(data)).isInstanceOf(ReadOnlyData.Intact.class);
    }
  }

  @Test
  void aLinkNamedLikeAStaleFolderIsDeletedAndItsTargetLeftAsItWas() throws Exception {
    Path target = Files.createDirectory(tmp.resolve("target"));
    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path stale = Files.createSymbolicLink(tmp.resolve(".jsonmark-readonly-999999999-x"), target);
    try (ReadOnlyData data = handOut()) {
      assertThat(data.path()).exists();
    }
    assertThat(Files.exists(stale, java.nio.file.LinkOption.NOFOLLOW_LINKS)).isFalse();
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target)))
        .isEqualTo("rwxr-xr-x");
  }

  private static Object inode(Path file) throws IOException {
    return Files.getAttribute(file, "unix:ino");
  }

  private static boolean isRoot() {
    return "root".equals(System.getProperty("user.name"));
  }
}
