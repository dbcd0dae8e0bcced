package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --validate catches what the checksum cannot: deliberately wrong deserializers (doubles rounded
 * to 6 digits, a key dropped) pass a normal run and fail a validated one, with the JSON path of
 * the first difference; a partial or unsupported program is reported as such, not as a failure.
 */
class ValidateIT {

  static final String PROGRAM = "python3 src/test/resources/jsonmark/validate/roundtrip.py ";

  @TempDir Path tmp;

  Result jsonmark(String... commandAndOptions) throws Exception {
    return Jsonmark.run(tmp, Jsonmark.small(tmp, 500, "--startup-runs", "0"), commandAndOptions);
  }

  @Test
  void truncatedDoublesPassANormalRunAndFailValidationAtTheFirstDouble() throws Exception {
    String wrong = PROGRAM + "truncate-doubles $FILENAME";
    assertThat(jsonmark(wrong).status()).isZero();
    Result r = jsonmark("--validate", "--name", "truncating", wrong);
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err())
        .contains("truncating values: 4000 lines differ of 4000; first: line 1: $.float_1:"
            + " expected -27.30092743666296, read -27.3009");
    assertThat(r.out()).containsPattern("\\| truncating +\\|.*\\| 4000 lines differ \\|");
  }

  @Test
  void aDroppedKeyFailsValidationNamingTheKey() throws Exception {
    String wrong = PROGRAM + "drop-key $FILENAME";
    assertThat(jsonmark(wrong).status()).isZero();
    Result r = jsonmark("--validate", "--name", "dropping", wrong);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err())
        .contains("first: line 1: $.bool: expected true, read nothing (the key is missing)");
  }

  @Test
  void exactPartialAndUnsupportedProgramsPassAndAreReportedAsSuch() throws Exception {
    Result r =
        jsonmark("--validate", "--name", "exact", "--name", "partial", "--name", "unsupported",
            PROGRAM + "exact $FILENAME", PROGRAM + "partial $FILENAME",
            PROGRAM + "unsupported $FILENAME");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("exact values: exact (4000 lines, every value equal)")
        .contains("partial values: partial (integer_1 and integer_2 only)")
        .contains("unsupported values: unsupported (this program has no validation mode)");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    // The values column, then the instructions column, empty when they are not counted.
    assertThat(Files.readString(folder.resolve("runs.csv")))
        .contains(",exact,\n").contains(",partial,\n").contains(",unsupported,\n");
    assertThat(Files.readString(folder.resolve("summary.json")))
        .contains("\"outcome\" : \"exact\"").contains("\"outcome\" : \"partial\"")
        .contains("\"reason\" : \"this program has no validation mode\"");
  }

  @Test
  void theValidateSubcommandChecksValuesAloneAndPrintsATable() throws Exception {
    Result r =
        Jsonmark.run(tmp, "validate", "--benchmark", "Simple1Benchmark",
            "--cache-dir", tmp.resolve("cache").toString(), "--name", "exact", "--name", "wrong",
            PROGRAM + "exact $FILENAME", PROGRAM + "truncate-doubles $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.out())
        .containsPattern("\\| exact +\\| Simple1Benchmark \\| exact +\\|")
        .contains("| wrong   | Simple1Benchmark | 4000 lines differ | line 1: $.float_1: expected"
            + " -27.30092743666296, read -27.3009 |");
    assertThat(r.err()).doesNotContain("Running");
    assertThat(tmp.resolve("results")).doesNotExist();
  }

  @Test
  void theValidateSubcommandRunsOnTheRecordsOrTheSizeAskedFor() throws Exception {
    String cache = tmp.resolve("cache").toString();
    Result records = Jsonmark.run(tmp, "validate", "--benchmark", "Simple1Benchmark",
        "--records", "300", "--cache-dir", cache, "--name", "exact", PROGRAM + "exact $FILENAME");
    assertThat(records.status()).as(records.err()).isZero();
    assertThat(records.err())
        .contains("Validating exact on Simple1Benchmark.1.jackson.300.jsonl (300 records)")
        .contains("exact values: exact (300 lines, every value equal)");

    Result size = Jsonmark.run(tmp, "validate", "--benchmark", "Simple1Benchmark",
        "--size", "50KB", "--cache-dir", cache, "--name", "exact", PROGRAM + "exact $FILENAME");
    assertThat(size.status()).as(size.err()).isZero();
    Matcher file =
        Pattern.compile("Data file: \\S+ \\((\\d+) records, (\\d+) bytes").matcher(size.err());
    assertThat(file.find()).as(size.err()).isTrue();
    long bytes = Long.parseLong(file.group(2));
    assertThat(bytes).as(size.err()).isBetween(40_000L, 60_000L);
    assertThat(size.err()).contains("exact values: exact (" + file.group(1)
        + " lines, every value equal)").doesNotContain("4000 lines");
  }
}
