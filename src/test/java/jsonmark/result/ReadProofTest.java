package jsonmark.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.exec.Execution;
import jsonmark.exec.TreeReads;
import org.junit.jupiter.api.Test;

class ReadProofTest {

  private static final long FILE = 332_040_747;
  private static final Verdict PASSED =
      new Verdict(Optional.of("-1176658"), true, Optional.empty(), List.of("orjson 3.10.7"));

  private static Execution run(double seconds, long read, OptionalLong mapped) {
    return new Execution(0, seconds, Optional.of("-1176658"), List.of(), List.of(), false,
        Optional.empty(), List.of(), List.of(), Optional.of(new TreeReads(read, mapped)));
  }

  private static Optional<String> failure(Execution e, OptionalLong baseline) {
    return ReadProof.judge(PASSED, e, FILE, baseline, OptionalDouble.of(0.02)).failure();
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
        ReadProof.judge(PASSED, e, 995_733, OptionalLong.of(1_753_500), OptionalDouble.empty())
            .failure();
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
    assertThat(ReadProof.unread(Optional.of(new TreeReads(900, OptionalLong.empty())), 1_000,
        OptionalLong.empty())).isEmpty();
    assertThat(ReadProof.unread(Optional.of(new TreeReads(899, OptionalLong.empty())), 1_000,
        OptionalLong.empty())).isPresent();
  }

  @Test
  void aProgramThatMappedTheWholeFilePasses() {
    assertThat(failure(run(1.0, 20_000, OptionalLong.of(FILE + 4_000)), OptionalLong.empty()))
        .isEmpty();
    assertThat(failure(run(1.0, 20_000, OptionalLong.of(4_096)), OptionalLong.empty()))
        .get().asString().endsWith(", and mapped only 4,096 bytes of it: it did not read the"
            + " whole file");
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
        OptionalLong.empty(), OptionalDouble.of(0.02));
    assertThat(judged.ok()).isFalse();
    assertThat(judged.libraries()).containsExactly("orjson 3.10.7");
  }

  @Test
  void aFailedRunKeepsItsOwnReasonAndUncountedReadsAreNotJudged() {
    Verdict wrong =
        new Verdict(Optional.of("41"), false, Optional.of("printed checksum '41'"), List.of());
    assertThat(ReadProof.judge(wrong, run(0.001, 0, OptionalLong.of(0)), FILE,
        OptionalLong.empty(), OptionalDouble.of(1)).failure()).contains("printed checksum '41'");
    Execution uncounted = new Execution(0, 1.0, Optional.of("-1176658"), List.of(), List.of(),
        false, Optional.empty(), List.of(), List.of());
    assertThat(ReadProof.judge(PASSED, uncounted, FILE, OptionalLong.empty(),
        OptionalDouble.empty()).ok()).isTrue();
  }
}
