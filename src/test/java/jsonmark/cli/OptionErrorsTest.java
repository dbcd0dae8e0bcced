package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static jsonmark.cli.MainTest.jsonmarkWith;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import jsonmark.cli.MainTest.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every usage error is one line in our words, then where the command's help is; exit 2. */
class OptionErrorsTest {

  private static final String HELP = "Try 'jsonmark --help' for more information.\n";

  @TempDir Path tmp;

  private static void assertUsageError(Outcome o, String line) {
    o.usageError().isEqualTo("jsonmark: " + line + "\n" + HELP);
  }

  @Test
  void anEmptyCacheDirOrResultsDirIsRefusedAsAnEmptyNameIs() {
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--cache-dir", "", "x $FILENAME"),
        "--cache-dir must not be empty");
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--results-dir", "", "x $FILENAME"),
        "--results-dir must not be empty");
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--name", "", "x $FILENAME"),
        "--name must not be empty");
  }

  @Test
  void aNameStartingWithAnAtSignIsANameNotAFileOfArguments() throws Exception {
    Path file = tmp.resolve("fast");
    Files.writeString(file, "same\n");
    String name = "@" + file;
    assertUsageError(
        jsonmark("-b", "Simple1Benchmark", "--name", name, "--name", name, "a $FILENAME",
            "b $FILENAME"),
        "Each command needs its own name; repeated: " + name + " (use --name)");
  }

  @Test
  void helpShowsThePlaceholderFormsLiterally() {
    Outcome o = jsonmark("--help");
    assertThat(o.status()).isZero();
    assertThat(o.out())
        .contains("\"$FILENAME\",")
        .contains("'$FILENAME' or")
        .contains("${FILENAME})")
        .doesNotContain("or null");
  }

  @Test
  void aCommandStartingWithADashIsNamedAsSuch() {
    String message = "DESERIALIZER_CMD '-x $FILENAME' starts with '-': a command starts with the"
        + " program to run; put jsonmark's options before the commands, each option a word of"
        + " its own";
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "-x $FILENAME"), message);
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--", "-x $FILENAME"), message);
  }

  @Test
  void aMisspeltSubcommandIsNamedNotTakenForAMissingBenchmark() {
    String message = "'conformence' is not a command of jsonmark; did you mean 'conformance'?"
        + " (jsonmark conformance --help)";
    assertUsageError(jsonmark("conformence", "python3 main.py json $FILENAME"), message);
    assertUsageError(jsonmark("conformence", "--strict", "python3 main.py json $FILENAME"),
        message);
    assertUsageError(jsonmark("serialisers", "-b", "Simple1Benchmark"),
        "'serialisers' is not a command of jsonmark; did you mean 'serializers'?"
            + " (jsonmark serializers --help)");
  }

  @Test
  void anUnknownLogLevelIsNamedWithTheValidOnes() {
    jsonmarkWith(Map.of("LOG_LEVEL", "TRACE"), "--list")
        .usageError().isEqualTo("jsonmark: LOG_LEVEL 'TRACE' is unknown; use one of DEBUG,"
        + " INFO, WARN, ERROR, or leave it unset for INFO\n");
    assertThat(jsonmarkWith(Map.of("LOG_LEVEL", "warning"), "--list").status()).isZero();
  }

  @Test
  void aMistypedOptionGetsADidYouMean() {
    assertUsageError(jsonmark("--benchmarks", "Simple1Benchmark", "x $FILENAME"),
        "Unknown option: '--benchmarks'; did you mean '--benchmark'?");
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--profil", "x $FILENAME"),
        "Unknown option: '--profil'; did you mean '--profile'?");
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--runz=3", "x $FILENAME"),
        "Unknown option: '--runz'; did you mean '--runs'?");
  }

  @Test
  void numbersAreRefusedInOurWordsNotJavas() {
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--records", "100k", "x $FILENAME"),
        "--records must be a whole number, such as 10, not '100k'");
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--runs", "2x", "x $FILENAME"),
        "--runs must be a whole number, such as 10, not '2x'");
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--interval", "99999999999", "x $FILENAME"),
        "--interval must be at most 2147483647, not 99999999999");
  }

  @Test
  void aBenchmarkNameIsFoundInAnyCaseAndWrittenAsItIsNamed() {
    Outcome o = jsonmark("--benchmark", "simple1benchmark", "--records", "10", "--only-serialize",
        "--cache-dir", tmp.toString());
    assertThat(o.status()).isZero();
    assertThat(tmp.resolve("Simple1Benchmark.1.jackson.10.jsonl")).isRegularFile();
    assertUsageError(
        jsonmark("-b", "SIMPLE1BENCHMARK", "-b", "Simple1Benchmark", "x $FILENAME"),
        "--benchmark Simple1Benchmark is given twice");
  }

  @Test
  void aSecondBenchmarkGivenWithoutItsOptionIsNamedAsABenchmark() {
    assertUsageError(
        jsonmark("--benchmark", "Simple1Benchmark", "Twitter1Benchmark", "x $FILENAME"),
        "'Twitter1Benchmark' is a benchmark, not a DESERIALIZER_CMD; give each benchmark its own"
            + " --benchmark, e.g. --benchmark Simple1Benchmark --benchmark Twitter1Benchmark");
  }

  @Test
  void theCommonOptionsHaveShortForms() {
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--profile", "-r", "0", "x $FILENAME"),
        "--runs must be at least 1, not 0");
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "-n", "a", "-n", "b", "x $FILENAME"),
        "--name was given 2 times but there is 1 command; give one --name per DESERIALIZER_CMD,"
            + " in order");
  }

  @Test
  void aBenchmarkNamedByPartOfItsNameGetsADidYouMean() {
    assertUsageError(jsonmark("-b", "twitter", "x $FILENAME"),
        "Unknown --benchmark 'twitter'; choose one of: Simple1Benchmark, Twitter1Benchmark,"
            + " Canada1Benchmark, Citm1Benchmark, or all; did you mean 'Twitter1Benchmark'?");
  }

  @Test
  void anUnknownBaselineListsTheNamesItCouldBe() {
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--baseline", "nosuch", "-n", "a",
        "-n", "b", "a $FILENAME", "b $FILENAME"),
        "--baseline 'nosuch' is not the name of a command; give one of: 'a', 'b'");
  }

  @Test
  void optionsThatSayHowToWriteABenchmarkAreRefusedForDataAlone() throws Exception {
    Path data = Files.writeString(tmp.resolve("d.jsonl"), "{}\n");
    assertUsageError(jsonmark("--data", data.toString(), "--records", "100", "x $FILENAME"),
        "--records says how to write a --benchmark's file; a --data file is used as it is:"
            + " leave --records out, or give a --benchmark too");
    assertUsageError(jsonmark("--data", data.toString(), "--serializer", "gson", "x $FILENAME"),
        "--serializer says how to write a --benchmark's file; a --data file is used as it is:"
            + " leave --serializer out, or give a --benchmark too");
  }

  @Test
  void tooFewFoldersToCompareAreCountedInOurWords() {
    jsonmark("compare", "A")
        .usageError().startsWith("jsonmark: jsonmark compare needs at least 2 FOLDER, but 1 was"
        + " given: A\n").doesNotContain("positional parameter");
  }

  @Test
  void helpIsACommandAndEachSubcommandsHelpIsItsOwn() {
    Outcome help = jsonmark("help");
    assertThat(help.status()).isZero();
    assertThat(help.out()).contains("Usage: jsonmark").doesNotContain("Missing");
    Outcome serializers = jsonmark("help", "serializers");
    assertThat(serializers.status()).isZero();
    assertThat(serializers.out()).contains("Usage: jsonmark serializers")
        .doesNotContain("DESERIALIZER_CMD").doesNotContain("null");
  }

  @Test
  void precisionIsRefusedWhenCountingInstructions() {
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--measure", "instructions",
        "--precision", "5", "x $FILENAME"),
        "--precision adds runs until the wall-time interval is narrow enough; with --measure"
            + " instructions counts are near-exact: leave --precision out");
  }

  @Test
  void precisionIsRefusedBesideExactlyNRuns() {
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--runs", "3", "--precision", "5",
        "x $FILENAME"),
        "--runs 3 asks for exactly 3 counted runs, and --precision adds rounds past them until"
            + " the intervals are narrow: give one of the two");
  }

  @Test
  void shardingByCommandIsRefusedWhenTimesAreCompared() {
    assertUsageError(jsonmark("-b", "all", "--shard", "1/4", "--shard-by", "command",
        "x $FILENAME"),
        "--shard-by command puts the commands of one benchmark on different machines, but"
            + " --measure time compares them in wall time, which only means something on one"
            + " machine: give --measure instructions, or leave --shard-by out");
    assertUsageError(jsonmark("-b", "all", "--shard-by", "command", "x $FILENAME"),
        "--shard-by says how --shard splits the plan; give --shard K/N too");
  }

  @Test
  void aShardThatDoesNotExistIsNamed() {
    assertUsageError(jsonmark("-b", "all", "--shard", "5/4", "x $FILENAME"),
        "--shard 5/4: part 5 of 4 does not exist: parts are counted from 1 to 4");
    assertUsageError(jsonmarkWith(Map.of("CI_NODE_INDEX", "0", "CI_NODE_TOTAL", "2"), "-b", "all",
        "--shard", "auto", "x $FILENAME"),
        "CI_NODE_INDEX=0 and CI_NODE_TOTAL=2: part 0 of 2 does not exist: parts are counted from"
            + " 1 to 2");
  }

  @Test
  void anUnknownMeasureNamesTheChoices() {
    assertUsageError(jsonmark("-b", "Simple1Benchmark", "--measure", "cycles", "x $FILENAME"),
        "--measure must be time, instructions or both, not 'cycles'");
  }

  @Test
  void countingInstructionsWritesAFiftiethOfTheRecordsByDefault() {
    Outcome o = jsonmark("-b", "Simple1Benchmark", "--measure", "instructions",
        "--only-serialize", "--cache-dir", tmp.toString());
    assertThat(o.status()).isZero();
    assertThat(tmp.resolve("Simple1Benchmark.1.jackson.20000.jsonl")).exists();
  }
}
