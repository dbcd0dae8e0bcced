package jsonmark.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.exec.Execution;
import jsonmark.exec.TreeReads;
import jsonmark.result.ReadProof.Seen;
import org.junit.jupiter.api.Test;

class ReadProofTest {

  private static final long FILE = 332_040_747;
  private static final Verdict PASSED =
      new Verdict(Optional.of("-1176658"), true, Optional.empty(), List.of("orjson 3.10.7"));

  private static Execution run(double seconds, long read, OptionalLong mapped) {
    return new Execution(0, seconds, Optional.of("-1176658"), List.of(), List.of(), false,
        Optional.empty(), List.of(), List.of(), Optional.of(new TreeReads(read, mapped)));
  }

  private static final ReadProof.Access UNSEEN = ReadProof.Access.UNKNOWN;

  private static Optional<String> failure(Execution e, OptionalLong baseline) {
    return failure(e, baseline, UNSEEN);
  }

  private static Optional<String> failure(
      Execution e, OptionalLong baseline, ReadProof.Access access) {
    return ReadProof.judge(PASSED, e, FILE, baseline, OptionalDouble.of(0.02), access).failure();
  }

  private static ReadProof.Access seen(Seen opened, Seen read, Seen touched) {
    return new ReadProof.Access(opened, read, touched);
  }

  @Test
  void aRunThatReadTheWholeFilePasses() {
    assertThat(failure(run(1.0, FILE + 6_220, OptionalLong.of(0)), OptionalLong.empty()))
        .isEmpty();
  }

  @Test
  void aRunThatReadNothingNamesWhatWasMissing() {
    assertThat(failure(run(1.0, 16_786, OptionalLong.of(0)), OptionalLong.empty()))
        .contains("read 16,786 bytes in all (every file, pipe and device counted), fewer than"
            + " the 332,040,747 bytes of the data file: it did not read the whole file");
  }

  @Test
  void whatTheCommandReadsOnAnEmptyFileDoesNotCount() {
    // Python reads 1.7 MB of its own code: on a small file that alone would pass.
    Execution e = new Execution(0, 1.0, Optional.of("7"), List.of(), List.of(), false,
        Optional.empty(), List.of(), List.of(),
        Optional.of(new TreeReads(1_753_507, OptionalLong.of(0))));
    Optional<String> why =
        ReadProof.judge(PASSED, e, 995_733, OptionalLong.of(1_753_500), OptionalDouble.empty(),
            UNSEEN).failure();
    assertThat(why).contains("read 1,753,507 bytes in all (every file, pipe and device counted),"
        + " only 7 more than on an empty file, fewer than the 995,733 bytes of the data file:"
        + " it did not read the whole file");
  }

  @Test
  void jitterBelowTheSlackPasses() {
    long base = 2_000_000;
    assertThat(failure(run(1.0, base + FILE - ReadProof.SLACK_BYTES, OptionalLong.of(0)),
        OptionalLong.of(base))).isEmpty();
    assertThat(failure(run(1.0, base + FILE - ReadProof.SLACK_BYTES - 1, OptionalLong.of(0)),
        OptionalLong.of(base))).isPresent();
  }

  @Test
  void theSlackIsATenthOfASmallFile() {
    assertThat(ReadProof.unread(Optional.of(new TreeReads(90_000, OptionalLong.empty())),
        100_000, OptionalLong.empty(), UNSEEN)).isEmpty();
    assertThat(ReadProof.unread(Optional.of(new TreeReads(89_999, OptionalLong.empty())),
        100_000, OptionalLong.empty(), UNSEEN)).isPresent();
  }

  @Test
  void aFileWithinTheJitterNeedOnlyBeOpened() {
    // Python's empty-file run read 1 KB more than its run on the 1,127-byte file: that passes.
    Optional<TreeReads> reads = Optional.of(new TreeReads(1_757_902, OptionalLong.empty()));
    OptionalLong baseline = OptionalLong.of(1_757_694);
    assertThat(ReadProof.unread(reads, 1_127, baseline, UNSEEN)).isEmpty();
    assertThat(ReadProof.unread(reads, 1_127, baseline,
        new ReadProof.Access(Seen.YES, Seen.YES, Seen.YES))).isEmpty();
    assertThat(ReadProof.unread(reads, 1_127, baseline,
        new ReadProof.Access(Seen.NO, Seen.NO, Seen.NO)))
        .contains("it never opened the data file (of 1,127 bytes, too small to tell by the bytes"
            + " read)");
    // Beyond the jitter the bytes decide.
    assertThat(ReadProof.unread(reads, 4_097 * 10, baseline, UNSEEN)).isPresent();
  }

  @Test
  void aFileTooSmallForTheBytesMustHaveBeenReadOrMappedAsTheWatchSawIt() {
    // 3,961 bytes: the slack (4 KiB) holds the whole file, so no byte count can fail it.
    Optional<TreeReads> reads = Optional.of(new TreeReads(25_000, OptionalLong.empty()));
    OptionalLong baseline = OptionalLong.of(25_000);
    assertThat(ReadProof.unread(reads, 3_961, baseline,
        new ReadProof.Access(Seen.YES, Seen.NO, Seen.NO)))
        .contains("it opened the data file but neither read nor mapped it (of 3,961 bytes, too"
            + " small to tell by the bytes read)");
    assertThat(ReadProof.unread(reads, 3_961, baseline,
        new ReadProof.Access(Seen.UNKNOWN, Seen.UNKNOWN, Seen.NO)))
        .contains("it neither read nor mapped the data file (of 3,961 bytes, too small to tell"
            + " by the bytes read)");
    // Read, or touched without a read (mapped), or not to be seen: it passes.
    assertThat(ReadProof.unread(reads, 3_961, baseline,
        new ReadProof.Access(Seen.YES, Seen.YES, Seen.YES))).isEmpty();
    assertThat(ReadProof.unread(reads, 3_961, baseline,
        new ReadProof.Access(Seen.YES, Seen.NO, Seen.YES))).isEmpty();
    assertThat(ReadProof.unread(reads, 3_961, baseline,
        new ReadProof.Access(Seen.YES, Seen.NO, Seen.UNKNOWN))).isEmpty();
    // Up to 8 KiB the bytes beyond the slack are fewer than the jitter: the watch decides too.
    assertThat(ReadProof.unread(Optional.of(new TreeReads(25_000 + 8_191, OptionalLong.empty())),
        8_191, baseline, new ReadProof.Access(Seen.YES, Seen.NO, Seen.NO))).isPresent();
    assertThat(ReadProof.unread(Optional.of(new TreeReads(25_000 + 8_192, OptionalLong.empty())),
        8_192, baseline, new ReadProof.Access(Seen.YES, Seen.NO, Seen.NO))).isEmpty();
  }

  @Test
  void aProgramThatMappedTheWholeFilePasses() {
    assertThat(failure(run(1.0, 20_000, OptionalLong.of(FILE + 4_000)), OptionalLong.empty()))
        .isEmpty();
    assertThat(ReadProof.notProven(run(1.0, 20_000, OptionalLong.of(FILE)).reads(), FILE,
        OptionalLong.empty(), UNSEEN)).isEmpty();
  }

  @Test
  void aProgramSeenMappingPartOfTheFilePassesNotProven() {
    Execution e = run(1.0, 20_000, OptionalLong.of(4_096));
    assertThat(failure(e, OptionalLong.empty())).isEmpty();
    assertThat(ReadProof.notProven(e.reads(), FILE, OptionalLong.empty(), UNSEEN))
        .contains("read 20,000 bytes in all (fewer than the 332,040,747 of the data file) and was"
            + " seen mapping at most 4,096 bytes of it at once: it maps the file in pieces, or"
            + " mapped it whole after the driver's last look");
  }

  @Test
  void aMapperThatExitedBeforeTheWatcherLookedPassesNotProven() {
    // Opened, never read with read(2), its access time moved: mmap is what does that.
    Execution e = run(0.5, 20_000, OptionalLong.of(0));
    ReadProof.Access mapped = seen(Seen.YES, Seen.NO, Seen.YES);
    assertThat(failure(e, OptionalLong.of(19_000), mapped)).isEmpty();
    assertThat(ReadProof.notProven(e.reads(), FILE, OptionalLong.of(19_000), mapped))
        .contains("read 1,000 bytes more than on an empty file (fewer than the 332,040,747 of the"
            + " data file) and mapped the file (its access time moved, and it never read it with"
            + " read(2)), but exited before the driver could see how much of it was mapped");
    // Where the file system keeps no access times, opening without reading may be a mapping.
    ReadProof.Access opened = seen(Seen.YES, Seen.NO, Seen.UNKNOWN);
    assertThat(failure(e, OptionalLong.empty(), opened)).isEmpty();
    assertThat(ReadProof.notProven(e.reads(), FILE, OptionalLong.empty(), opened)).get()
        .asString().contains("opened the file without reading it with read(2), perhaps to map"
            + " it");
  }

  @Test
  void aProgramThatNeverOpenedTheFileFailsSayingSo() {
    assertThat(failure(run(1.0, 16_786, OptionalLong.of(0)), OptionalLong.of(16_000),
            seen(Seen.NO, Seen.NO, Seen.NO)))
        .contains("read 16,786 bytes in all (every file, pipe and device counted), only 786 more"
            + " than on an empty file, fewer than the 332,040,747 bytes of the data file: it"
            + " never opened the data file");
  }

  @Test
  void aProgramThatOpenedTheFileButNeitherReadNorMappedItFails() {
    assertThat(failure(run(1.0, 16_786, OptionalLong.of(0)), OptionalLong.empty(),
            seen(Seen.YES, Seen.NO, Seen.NO))).get().asString()
        .endsWith(": it opened the data file but neither read nor mapped it");
    assertThat(failure(run(1.0, 16_786, OptionalLong.of(0)), OptionalLong.empty(),
            seen(Seen.UNKNOWN, Seen.UNKNOWN, Seen.NO))).get().asString()
        .endsWith(": it neither read nor mapped the data file");
  }

  @Test
  void aProgramThatReadPartOfTheFileWithReadFails() {
    ReadProof.Access partly = seen(Seen.YES, Seen.YES, Seen.YES);
    Execution e = run(1.0, 30_000, OptionalLong.of(0));
    assertThat(failure(e, OptionalLong.empty(), partly)).get().asString()
        .endsWith(": it did not read the whole file");
    assertThat(ReadProof.notProven(e.reads(), FILE, OptionalLong.empty(), partly)).isEmpty();
  }

  @Test
  void withoutInotifyAMovedAccessTimeIsNotProvenAndNothingSeenFailsAsBefore() {
    Execution e = run(1.0, 30_000, OptionalLong.of(0));
    ReadProof.Access touched = seen(Seen.UNKNOWN, Seen.UNKNOWN, Seen.YES);
    assertThat(failure(e, OptionalLong.empty(), touched)).isEmpty();
    assertThat(ReadProof.notProven(e.reads(), FILE, OptionalLong.empty(), touched)).get()
        .asString().endsWith("read or mapped part of the file (its access time moved); without"
            + " inotify the driver cannot tell which");
    assertThat(failure(e, OptionalLong.empty(), UNSEEN)).get().asString()
        .endsWith(": it did not read the whole file");
  }

  @Test
  void aNotProvenRunStillFailsBelowTheTimeFloor() {
    assertThat(failure(run(0.003, 20_000, OptionalLong.of(0)), OptionalLong.empty(),
            seen(Seen.YES, Seen.NO, Seen.YES))).get().asString()
        .startsWith("finished in 0.003000 s, sooner than reading");
  }

  @Test
  void aRunFasterThanTheFloorFails() {
    assertThat(failure(run(0.003, FILE + 10, OptionalLong.of(0)), OptionalLong.empty()))
        .get().asString().startsWith("finished in 0.003000 s, sooner than reading the"
            + " 332,040,747-byte data file from memory takes on this machine (0.020000 s");
  }

  @Test
  void aRunFailedForItsReadsStillNamesTheLibrariesItPrinted() {
    Verdict judged = ReadProof.judge(PASSED, run(1.0, 16_786, OptionalLong.of(0)), FILE,
        OptionalLong.empty(), OptionalDouble.of(0.02), UNSEEN);
    assertThat(judged.ok()).isFalse();
    assertThat(judged.libraries()).containsExactly("orjson 3.10.7");
  }

  @Test
  void aFailedRunKeepsItsOwnReasonAndUncountedReadsAreNotJudged() {
    Verdict wrong =
        new Verdict(Optional.of("41"), false, Optional.of("printed checksum '41'"), List.of());
    assertThat(ReadProof.judge(wrong, run(0.001, 0, OptionalLong.of(0)), FILE,
        OptionalLong.empty(), OptionalDouble.of(1), UNSEEN).failure())
        .contains("printed checksum '41'");
    Execution uncounted = new Execution(0, 1.0, Optional.of("-1176658"), List.of(), List.of(),
        false, Optional.empty(), List.of(), List.of());
    assertThat(ReadProof.judge(PASSED, uncounted, FILE, OptionalLong.empty(),
        OptionalDouble.empty(), UNSEEN).ok()).isTrue();
  }
}
