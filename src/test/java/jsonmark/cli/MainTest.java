package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.AbstractStringAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MainTest {

  @TempDir Path tmp;

  /** The outcome of one in-process invocation. */
  record Outcome(int status, String out, String err) {

    /** Asserts a usage error (exit status 2); then the assertions on its message. */
    AbstractStringAssert<?> usageError() {
      assertThat(status).as(err).isEqualTo(2);
      return assertThat(err);
    }
  }

  static Outcome jsonmark(String... args) {
    return jsonmarkWith(Map.of(), args);
  }

  static Outcome jsonmarkWith(Map<String, String> env, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status =
        Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true), env, null);
    return new Outcome(status, out.toString(), err.toString());
  }

  @Test
  void failsWhenCommandLacksFilenamePlaceholder() {
    jsonmark("--benchmark", "Simple1Benchmark", "python3 main.py json data.jsonl")
        .usageError().contains("lacks $FILENAME").hasLineCount(2);
  }

  @Test
  void failsOnUnknownBenchmarkNamingTheChoices() {
    jsonmark("--benchmark", "Nope", "cat $FILENAME")
        .usageError().contains("Unknown --benchmark 'Nope'; choose one of: Simple1Benchmark");
  }

  @Test
  void failsOnUnknownSerializerNamingTheChoices() {
    jsonmark("--benchmark", "Simple1Benchmark", "--serializer", "yaml", "x $FILENAME")
        .usageError().contains("Unknown --serializer 'yaml'; choose one of: jackson");
  }

  @Test
  void failsOnAnUnknownSortNamingTheChoices() {
    jsonmark("--benchmark", "Simple1Benchmark", "--sort", "name", "cat $FILENAME")
        .usageError().contains("--sort must be auto, command or mean-time, not 'name'")
        .hasLineCount(2);
  }

  @Test
  void failsWithoutBenchmark() {
    jsonmark("cat $FILENAME")
        .usageError().contains("--benchmark");
  }

  @Test
  void failsWithoutAnyCommandUnlessOnlySerializing() {
    jsonmark("--benchmark", "Simple1Benchmark")
        .usageError().contains("Missing DESERIALIZER_CMD");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "--records|0|--records must be at least 1, not 0",
        "--records|-5|--records must be at least 1, not -5",
        "--records|1e9x|--records",
        "--runs|0|--runs must be at least 1, not 0",
        "--runs|-1|--runs must be at least 1, not -1",
        "--warmup|-1|--warmup must be 0 or more, not -1",
        "--startup-runs|-1|--startup-runs must be 0 (off) or more, not -1",
        "--startup-runs|x|--startup-runs",
        "--interval|0|--interval must be at least 20 milliseconds (CPU time is not measurable more finely), not 0",
        "--interval|19|--interval must be at least 20 milliseconds (CPU time is not measurable more finely), not 19",
        "--timeout|abc|--timeout",
        "--timeout|0|--timeout must be a positive number of seconds, not 0",
        "--timeout|-3|--timeout must be a positive number of seconds, not -3",
        "--timeout|NaN|--timeout must be a positive number of seconds, such as 30 or 0.5, not 'NaN'",
        "--timeout|1e300|--timeout must be at most 31536000 seconds (a year), not 1E+300; leave it out for no limit",
      })
  void rejectsABadNumberNamingTheOption(String option, String value, String message) {
    jsonmark("--benchmark", "Simple1Benchmark", option, value, "cat $FILENAME")
        .usageError().contains(message).hasLineCount(2).doesNotContain("Exception");
  }

  @Test
  void rejectsMoreNamesThanCommands() {
    jsonmark("--benchmark", "Simple1Benchmark", "--name", "a", "--name", "b", "x $FILENAME")
        .usageError()
        .contains("--name was given 2 times but there is 1 command; give one --name per"
            + " DESERIALIZER_CMD");
  }

  @Test
  void rejectsANameThatWouldSplitLogLines() {
    jsonmark("--benchmark", "Simple1Benchmark", "--name", "a\nERROR: b", "x $FILENAME")
        .usageError()
        .contains("--name must be one line of printable text, not 'a\\u000aERROR: b'")
        .hasLineCount(2);
  }

  @Test
  void refusesANameThatWouldLookLikeAnotherOrTurnALogLineAround() {
    jsonmark("--benchmark", "Simple1Benchmark", "-n", "ab", "-n", "a\u200Bb",
        "x $FILENAME", "y $FILENAME")
        .usageError()
        .contains("--name must be one line of printable text, not 'a\\u200bb' (U+200B ZERO"
            + " WIDTH SPACE, an invisible format character)")
        .doesNotContain("\u200B");
    jsonmark("--benchmark", "Simple1Benchmark", "-n", "fast\u202E", "x $FILENAME")
        .usageError().contains("U+202E RIGHT-TO-LEFT OVERRIDE").doesNotContain("\u202E");
  }

  @Test
  void refusesAnAlphaTooSmallToPrintOrTellPValuesApart() {
    jsonmark("compare", "--alpha", "1e-300", "old", "new")
        .usageError().contains("--alpha must be at least 0.000001 (p-values of a few runs are"
        + " not told apart below it), not 1e-300").hasLineCount(2).doesNotContain("00000000");
  }

  @Test
  void refusesAResultsDirWhoseBytesTheLocaleCouldNotDecode() {
    jsonmark("--benchmark", "Simple1Benchmark", "--results-dir", "r\uFFFDs", "x $FILENAME")
        .usageError().contains("--results-dir 'r\uFFFDs' has bytes that are not valid");
  }

  @Test
  void rejectsABenchmarkGivenTwiceOrAllWithOthers() {
    jsonmark("--benchmark", "Simple1Benchmark", "--benchmark", "Simple1Benchmark",
        "x $FILENAME")
        .usageError().contains("--benchmark Simple1Benchmark is given twice");
    jsonmark("--benchmark", "all", "--benchmark", "Simple1Benchmark", "x $FILENAME")
        .usageError().contains("--benchmark all already names every benchmark; give it alone");
  }

  @Test
  void runningOutOfMemorySaysHowToGiveTheDriverMore() {
    assertThat(RunFailures.outOfMemory(8L << 20))
        .isEqualTo("the driver ran out of memory (its heap is 8 MiB); give it more, e.g."
            + " JSONMARK_JAVA_OPTS=-Xmx256m");
  }

  @Test
  void withoutArgumentsSaysWhatIsMissingAndHowEachCommandIsCalled() {
    jsonmark()
        .usageError().isEqualTo(
        "jsonmark: nothing to run: give a --benchmark and at least one DESERIALIZER_CMD"
            + " containing $FILENAME\n"
            + "Usage: jsonmark --benchmark NAME [OPTIONS] DESERIALIZER_CMD...\n"
            + "   or: jsonmark COMMAND [OPTIONS]   (COMMAND: conformance, serializers, compare,"
            + " validate, cache, plan, merge, history, generate-completion)\n"
            + "Try 'jsonmark --help' or 'jsonmark help COMMAND' for more information.\n");
  }

  @Test
  void aMisspelledSubcommandIsNamed() {
    jsonmark("serializer", "--benchmark", "Simple1Benchmark")
        .usageError()
        .contains("'serializer' is not a command of jsonmark; did you mean 'serializers'?");
  }

  @Test
  void rejectsTwoCommandsWithTheSameName() {
    jsonmark("--benchmark", "Simple1Benchmark", "x $FILENAME", "x $FILENAME")
        .usageError().contains("repeated: x $FILENAME");
  }

  @Test
  void rejectsAnUnknownOption() {
    jsonmark("--benchmark", "Simple1Benchmark", "--fast", "x $FILENAME")
        .usageError().contains("Unknown option: '--fast'");
  }

  @Test
  void listsBenchmarksAndSerializers() {
    Outcome o = jsonmark("--list");
    assertThat(o.status()).isZero();
    assertThat(o.out()).contains("Simple1Benchmark").contains("jackson").contains("(default)");
  }

  @Test
  void helpExplainsThePlaceholderAndExitStatus() {
    Outcome o = jsonmark("--help");
    assertThat(o.status()).isZero();
    assertThat(o.out()).contains("$FILENAME").contains("Exit status").contains("--timeout");
  }

  @Test
  void everyHelpRendersItsPercentSignsWithoutAPicocliWarning() throws Exception {
    java.io.PrintStream stderr = System.err;
    java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
    StringBuilder helps = new StringBuilder();
    System.setErr(new java.io.PrintStream(warnings, true, java.nio.charset.StandardCharsets.UTF_8));
    try {
      for (String command : List.of("", "conformance", "serializers", "compare", "validate")) {
        String[] args = command.isEmpty()
            ? new String[] {"--help"} : new String[] {command, "--help"};
        Outcome o = jsonmark(args);
        assertThat(o.status()).as(command).isZero();
        helps.append(o.out());
      }
    } finally {
      System.setErr(stderr);
    }
    assertThat(warnings.toString(java.nio.charset.StandardCharsets.UTF_8))
        .doesNotContain("picocli WARN");
    assertThat(helps.toString()).contains("'% time'").contains("PCT % of its time")
        .doesNotContain("%%");
  }

  @Test
  void versionNamesTheJvm() {
    Outcome o = jsonmark("--version");
    assertThat(o.status()).isZero();
    assertThat(o.out()).startsWith("jsonmark ").contains("JVM: ");
  }

  @Test
  void onlySerializeWritesTheCacheFileAndItsMetadata() {
    Outcome o =
        jsonmark(
            "--benchmark", "Simple1Benchmark", "--records", "1000", "--only-serialize",
            "--cache-dir", tmp.toString());
    assertThat(o.status()).isZero();
    assertThat(tmp.resolve("Simple1Benchmark.1.jackson.1000.jsonl")).isRegularFile();
    assertThat(tmp.resolve("Simple1Benchmark.1.jackson.1000.jsonl.meta.json")).isRegularFile();
    assertThat(o.err()).containsPattern("Serializer time taken: \\d+\\.\\d+s \\(\\d+\\.\\d\\d lines/sec\\)");
  }

  @Test
  void cacheDirThatCannotBeCreatedIsAClearErrorWithStatus1() throws Exception {
    Path file = tmp.resolve("a-file");
    java.nio.file.Files.writeString(file, "x");
    Outcome o =
        jsonmark(
            "--benchmark", "Simple1Benchmark", "--records", "10", "--only-serialize",
            "--cache-dir", file.resolve("sub").toString());
    assertThat(o.status()).isEqualTo(1);
    assertThat(o.err()).contains("cannot use cache directory").doesNotContain("Exception");
  }
}
