package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** hyperfine's options on the real driver and real small runs. */
class HyperfineOptionsIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";

  @TempDir Path tmp;

  Result jsonmark(String... options) throws Exception {
    return Jsonmark.run(tmp, Jsonmark.small(tmp, 1000, "--startup-runs", "0"), options);
  }

  @Test
  void envReachesEveryRunOfTheCommand() throws Exception {
    String needsFoo = "test \"$FOO\" = 'a b' || exit 3; " + PYTHON_JSON;
    Result without = jsonmark(needsFoo);
    assertThat(without.status()).as(without.err()).isEqualTo(1);
    Result with = jsonmark("--env", "FOO=a b", "--runs", "2", needsFoo);
    assertThat(with.status()).as(with.err()).isZero();
  }

  @Test
  void setupPrepareConcludeAndCleanupRunAroundTheRunsInOrder() throws Exception {
    Path log = tmp.resolve("hooks.log");
    String append = "echo %s >> '" + log + "'";
    Result r = jsonmark("--runs", "2", "--setup", append.formatted("setup"),
        "--prepare", append.formatted("prepare"), "--conclude", append.formatted("conclude"),
        "--cleanup", append.formatted("cleanup"), PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(java.nio.file.Files.readAllLines(log)).containsExactly("setup", "prepare",
        "conclude", "prepare", "conclude", "cleanup");
  }

  @Test
  void hooksGetTheDataFileAndBenchmarkAsOneArgumentEachUnderHyperfinesLetters() throws Exception {
    Path log = tmp.resolve("hooks.log");
    Path script = tmp.resolve("record.sh");
    java.nio.file.Files.writeString(script,
        "printf '%s|%s|%s|%s\\n' \"$1\" \"$#\" \"$2\" \"$3\" >> '" + log + "'\n");
    String hook = "sh '" + script + "' %s $FILENAME \"$BENCHMARK\"";
    Result r = jsonmark("-r", "1", "-s", hook.formatted("setup"), "-p", hook.formatted("prepare"),
        "-C", hook.formatted("conclude"), "-c", hook.formatted("cleanup"), PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    java.util.List<String> lines = java.nio.file.Files.readAllLines(log);
    String each = lines.get(0).substring("setup".length());
    // The path every run gets: the cached file, through the driver's read-only link to it.
    assertThat(each).startsWith("|3|" + tmp.resolve("cache").toAbsolutePath() + "/")
        .endsWith("/Simple1Benchmark.1.jackson.1000.jsonl|Simple1Benchmark");
    assertThat(lines).containsExactly("setup" + each, "prepare" + each, "conclude" + each,
        "cleanup" + each);
  }

  @Test
  void aParameterValueWithAQuoteOrASubstitutionIsRefusedBeforeAnythingRuns() throws Exception {
    Path ran = tmp.resolve("ran");
    Result r = jsonmark("-L", "v", "a'b,$(touch " + ran + ")", "--prepare",
        "touch " + ran, "echo {v}; " + PYTHON_JSON);
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).startsWith("jsonmark: --parameter-list v: the value 'a'b' would be shell"
        + " code in the command, not one word;");
    assertThat(ran).doesNotExist();
  }

  @Test
  void ignoreFailureCountsANonZeroExitWithTheRightChecksumAndSaysSo() throws Exception {
    String exitsTwo = PYTHON_JSON + "; exit 2";
    Result strict = jsonmark(exitsTwo);
    assertThat(strict.status()).as(strict.err()).isEqualTo(1);
    Result ignoring = jsonmark("-i", "--runs", "2", exitsTwo);
    assertThat(ignoring.status()).as(ignoring.err()).isZero();
    assertThat(ignoring.err()).containsOnlyOnce("exited with status 2 but printed the expected"
        + " checksum: counted, as --ignore-failure asks");
  }
}
