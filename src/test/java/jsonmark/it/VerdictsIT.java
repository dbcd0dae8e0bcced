package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run passes only on exactly the right answer, and results are never claimed when lost. */
class VerdictsIT {

  @TempDir Path tmp;

  /** Python that computes the true checksum of $FILENAME into {@code s}, then runs {@code tail}. */
  static String python(String tail) {
    return "python3 -c 'import json,sys\n"
        + "s = sum(r[\"integer_1\"] + r[\"integer_2\"] for r in map(json.loads, open(sys.argv[1])))\n"
        + tail + "' $FILENAME";
  }

  Result jsonmark(String... extra) throws Exception {
    return Jsonmark.run(tmp, Jsonmark.small(tmp, 300), extra);
  }

  /** The stderr of the run of {@code program}, named {@code name}, which fails. */
  private String failing(String name, String program) throws Exception {
    Result r = jsonmark("--name", name, program);
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    return r.err();
  }

  @Test
  void theTrueChecksumPasses() throws Exception {
    Result r = jsonmark("--name", "honest", python("print(\"parsed\"); print(s)"));
    assertThat(r.status()).as(r.err()).isZero();
  }

  @Test
  void aLongLastLineIsNotReplacedByTheLineBeforeIt() throws Exception {
    Result r = jsonmark("--name", "long", python("print(s); print(\" \" * 5000 + \"12345\")"));
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err())
        .contains("long run 1/1 failed: printed '[a line of 5005 bytes, cut at 4096]'");
  }

  @Test
  void fullWidthDigitsAreNotAChecksum() throws Exception {
    assertThat(failing("wide",
        python("print(str(s).translate({48 + d: 0xFF10 + d for d in range(10)}))")))
        .containsPattern("wide run 1/1 failed: printed '-?(\\\\uff1\\d)+'");
  }

  @Test
  void wordsAfterTheNumberFailTheRun() throws Exception {
    assertThat(failing("wordy", python("print(str(s) + \" is the sum\")")))
        .containsPattern("wordy run 1/1 failed: printed '-?\\d+ is the sum'");
  }

  @Test
  void anInvisibleCharacterAfterTheNumberIsShown() throws Exception {
    assertThat(failing("nul", python("print(str(s) + chr(0))")))
        .containsPattern("nul run 1/1 failed: printed '-?\\d+\\\\u0000'");
  }

  @Test
  void invisibleSeparatorsAroundTheNumberAreNotWhitespace() throws Exception {
    assertThat(failing("fs", python("print(str(s) + chr(0x1c))")))
        .containsPattern("fs run 1/1 failed: printed '-?\\d+\\\\u001c'");
    assertThat(failing("us", python("print(chr(0x1f) + str(s) + chr(0x1d))")))
        .containsPattern("us run 1/1 failed: printed '\\\\u001f-?\\d+\\\\u001d'");
  }

  @Test
  void spacesTabsAndACarriageReturnAroundTheNumberAreTrimmed() throws Exception {
    Result r = jsonmark("--name", "crlf", python("print(\" \\t\" + str(s) + \" \\t\\r\")"));
    assertThat(r.status()).as(r.err()).isZero();
  }

  @Test
  void aFailedWarmupFailsTheCommand() throws Exception {
    Path marker = tmp.resolve("warmed");
    String firstWrongThenRight =
        python("import os\nm = \"" + marker + "\"\n"
            + "print(s if os.path.exists(m) else 12); open(m, \"w\").close()");
    // No start-up runs: they would be the first invocation, which this command answers wrongly.
    Result r =
        jsonmark("--warmup", "1", "--startup-runs", "0", "--name", "cold", firstWrongThenRight);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("cold warm-up 1/1 failed: printed '12'");
    assertThat(Jsonmark.onlyResultsFolder(tmp.resolve("results")).resolve("summary.md"))
        .content()
        .contains("- cold, warm-up 1: printed '12'");
  }

  @Test
  void aFullResultsDiskIsOneErrorAndNoClaimOfResults() throws Exception {
    Path small = tmp.resolve("small");
    Files.createDirectories(small);
    Process mount =
        new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", small.toString())
            .redirectErrorStream(true)
            .start();
    assumeTrue(mount.waitFor() == 0, "needs root to mount a small tmpfs");
    try {
      Result r =
          Jsonmark.run(
              tmp,
              "--benchmark", "Simple1Benchmark", "--records", "300",
              "--cache-dir", tmp.resolve("cache").toString(),
              "--results-dir", small.toString(), "--runs", "3", "--name", "noisy",
              python("import sys\nsys.stderr.write(\"x\" * 40000)\nprint(s)"));
      assertThat(r.status()).isEqualTo(1);
      assertThat(r.err().lines().filter(line -> line.contains("cannot write results")))
          .singleElement()
          .asString()
          .contains("No space left on device")
          .endsWith("; free some space or choose another --results-dir");
      assertThat(r.err()).doesNotContain("Results written to").doesNotContain("Exception");
      try (Stream<Path> files = Files.walk(small)) {
        assertThat(files.filter(Files::isRegularFile))
            .as("no empty or partial files are left")
            .allMatch(file -> !file.getFileName().toString().endsWith(".tmp"))
            .allMatch(file -> file.toFile().length() > 0);
      }
    } finally {
      new ProcessBuilder("umount", small.toString()).start().waitFor();
    }
  }
}
