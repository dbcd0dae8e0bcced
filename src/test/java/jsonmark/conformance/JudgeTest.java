package jsonmark.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import jsonmark.exec.Execution;
import org.junit.jupiter.api.Test;

/** The judge on the new cases: values read in validation mode, families, deep nesting. */
class JudgeTest {

  private static final Optional<Duration> TIMEOUT = Optional.of(Duration.ofSeconds(30));

  private static final Map<String, Case> SUITE =
      Suite.cases().stream().collect(Collectors.toMap(Case::name, Function.identity()));

  /** What a program that reads {@code c} correctly writes back: its records, then the sum. */
  private static String writtenBack(Case c) throws Exception {
    StringBuilder out = new StringBuilder();
    for (var record : StrictJson.read(c.content())) {
      out.append(record).append('\n');
    }
    return out.append(StrictJson.checksum(c.content())).append('\n').toString();
  }

  private static Outcome values(Case c, String stdout) {
    return Judge.ofValues(c, FakeDeserializer.printed("ignored"),
        Optional.of(stdout.getBytes(StandardCharsets.UTF_8)), TIMEOUT);
  }

  /**
   * What the repository's programs printed on stderr for number-beyond-double (1e400), each as
   * it was run on 2026-12-07: every one refuses it with exit 1.
   */
  private static final Map<String, String> REFUSALS_OF_1E400 = Map.of(
      "python-yyjson", "main.py: F: line 1: invalid JSON: number is infinity when parsed as double",
      "rust-serde", "jsonmark-rust: F: invalid record at line 1 (serde_json): number out of range"
          + " at column 44",
      "rust-sonic", "jsonmark-rust: F: invalid record at line 1 (sonic-rs): Float number must be"
          + " finite, not be Infinity or NaN at line 1 column 44",
      "cpp-rapidjson", "jsonmark-cpp-tree: F: line 1: invalid JSON: Number too big to be stored"
          + " in double. (at byte 39)",
      "cpp-nlohmann", "jsonmark-cpp-tree: F: line 1: invalid JSON:"
          + " [json.exception.out_of_range.406] number overflow parsing '1e400'",
      "go-goccy", "jsonmark-go: structured-goccy: Simple1Benchmark: F: line 1: invalid JSON"
          + " record: json: cannot unmarshal number 1e400 into Go struct field record.float_1 of"
          + " type float64",
      "go-jsoniter", "jsonmark-go: structured-jsoniter: Simple1Benchmark: F: line 1: invalid JSON"
          + " record: main.record.Bool: Float2: Float1: strconv.ParseFloat: parsing \"1e400\":"
          + " value out of range");

  @Test
  void aNumberBeyondADoubleRefusedWithARangeErrorIsOutOfRangeNotRejected() {
    Case c = SUITE.get("number-beyond-double");
    assertThat(c.beyondRange()).isTrue();
    REFUSALS_OF_1E400.forEach((program, stderr) -> {
      Outcome o = Judge.of(c, FakeDeserializer.exited(1, stderr), TIMEOUT);
      assertThat(o.behaviour()).as(program).isEqualTo(Behaviour.OUT_OF_RANGE);
      assertThat(o.summary()).as(program).isEqualTo("out of range (exit 1)");
      assertThat(o.passed()).isFalse();
      assertThat(o.wrong()).as("reported, not scored").isFalse();
    });
  }

  @Test
  void aRefusalThatNamesNoRangeErrorOrOfAnotherCaseIsARejection() {
    Case beyond = SUITE.get("number-beyond-double");
    Outcome simdjson = Judge.of(beyond, FakeDeserializer.exited(1,
        "jsonmark-cpp: F: line 1: invalid JSON: Problem while parsing a number"), TIMEOUT);
    assertThat(simdjson.behaviour()).isEqualTo(Behaviour.REJECTED);
    assertThat(simdjson.summary()).isEqualTo("exit 1");
    Outcome other = Judge.of(SUITE.get("integer-beyond-64-bits"), FakeDeserializer.exited(1,
        "jsonmark-rust: F: invalid record at line 1 (serde_json): number out of range"), TIMEOUT);
    assertThat(other.behaviour()).isEqualTo(Behaviour.REJECTED);
    Outcome crash = Judge.of(beyond, FakeDeserializer.exited(134, "number out of range"),
        TIMEOUT);
    assertThat(crash.behaviour()).isEqualTo(Behaviour.CRASHED);
  }

  @Test
  void everyValueCaseIsCheckedInValidationModeAndAcceptedOnly() {
    List<Case> checked = Suite.cases().stream().filter(Case::valuesChecked).toList();
    assertThat(checked).hasSize(14).allMatch(c -> c.category() == Category.MUST_ACCEPT)
        .allMatch(c -> c.name().startsWith("values-"));
  }

  @Test
  void exactValuesPassWithTheChecksum() throws Exception {
    Case c = SUITE.get("values-subnormals");
    Outcome o = values(c, writtenBack(c));
    assertThat(o.passed()).isTrue();
    assertThat(o.summary()).isEqualTo("values exact, checksum 7");
    assertThat(o.checksum()).contains("7");
  }

  @Test
  void aSubnormalReadAsZeroFailsWithItsPath() throws Exception {
    Case c = SUITE.get("values-subnormals");
    String misread = writtenBack(c).replace("4.9E-324", "0.0");
    Outcome o = values(c, misread);
    assertThat(o.passed()).isFalse();
    assertThat(o.wrong()).isTrue();
    assertThat(o.summary()).isEqualTo("line 1: $.float_1: expected 4.9e-324, read 0.0");
  }

  @Test
  void aLostNegativeZeroAndAMisroundedHalfwayCaseAreCaught() throws Exception {
    Case zero = SUITE.get("values-negative-zero");
    assertThat(values(zero, writtenBack(zero).replaceFirst("-0\\.0", "0")).summary())
        .isEqualTo("line 1: $.float_1: expected -0.0, read 0");
    Case halfway = SUITE.get("values-halfway");
    String upInsteadOfEven =
        writtenBack(halfway).replace("9.007199254740992E15", "9007199254740994");
    assertThat(values(halfway, upInsteadOfEven).summary())
        .isEqualTo("line 1: $.float_1: expected 9007199254740993.0, read 9007199254740994");
  }

  @Test
  void aValueCaseRejectedOrWithAWrongChecksumFails() {
    Case c = SUITE.get("values-1e23");
    Outcome rejected = Judge.ofValues(c, FakeDeserializer.exited(1, "number out of range"),
        Optional.of(new byte[0]), TIMEOUT);
    assertThat(rejected.passed()).isFalse();
    assertThat(rejected.summary()).isEqualTo("exit 1");
    Outcome wrongSum = values(c, "{}\n0\n");
    assertThat(wrongSum.summary())
        .isEqualTo("failed: its last line is '0', expected the checksum 13");
    Outcome tooMuch = Judge.ofValues(c, FakeDeserializer.printed("13"), Optional.empty(), TIMEOUT);
    assertThat(tooMuch.summary()).isEqualTo("printed too much in validation mode");
  }

  @Test
  void aFamilyCaseIsJudgedAsMustRejectAndACrashOnDeepNestingIsWrong() {
    Case deep = SUITE.get("deep-nesting-nested");
    assertThat(Judge.of(deep, FakeDeserializer.exited(1, "too deep"), TIMEOUT).passed()).isTrue();
    Outcome crashed = Judge.of(deep, FakeDeserializer.exited(134, "abort"), TIMEOUT);
    assertThat(crashed.passed()).isFalse();
    assertThat(crashed.summary()).isEqualTo("killed by SIGABRT (exit status 134)");
    Outcome accepted = Judge.of(SUITE.get("nan-unknown-key"), FakeDeserializer.printed("7"),
        TIMEOUT);
    assertThat(accepted.passed()).isFalse();
    assertThat(accepted.summary()).isEqualTo("accepted");
  }

  @Test
  void anIntegerBeyondTwoToThe53IsReportedWithWhatItsChecksumTells() {
    Case c = SUITE.get("integer-2-53-plus-1");
    assertThat(c.category()).isEqualTo(Category.IMPLEMENTATION_DEFINED);
    assertThat(Judge.of(c, FakeDeserializer.printed("1"), TIMEOUT).summary())
        .isEqualTo("accepted, checksum 1 (exact)");
    assertThat(Judge.of(c, FakeDeserializer.printed("0"), TIMEOUT).summary())
        .isEqualTo("accepted, checksum 0 (read as a double)");
  }

  @Test
  void theDeepButValidCaseIsReportedNotScored() {
    Case c = SUITE.get("nesting-500-deep");
    assertThat(c.category().scored()).isFalse();
    Execution read = FakeDeserializer.printed("13");
    assertThat(Judge.of(c, read, TIMEOUT).summary()).isEqualTo("accepted, checksum 13 (read)");
  }
}
