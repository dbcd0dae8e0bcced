package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jsonmark conformance} from the real jar, on real (trivial) commands. */
class ConformanceIT {

  /**
   * Python's json as strictly as it goes: NaN and Infinity refused, and each line decoded as
   * strict UTF-8 first (json.loads on bytes lets UTF-8-encoded surrogates through); in
   * validation mode each record is written back by json.dumps.
   */
  static final String PYTHON_STRICT = String.join("\n",
      "python3 -c 'import json, os, sys",
      "def refuse(name): raise ValueError(name)",
      "validating = os.environ.get(\"JSONMARK_VALIDATE\") == \"1\"",
      "total = 0",
      "for line in open(sys.argv[1], \"rb\"):",
      "    record = json.loads(line.decode(\"utf-8\"), parse_constant=refuse)",
      "    if validating: print(json.dumps(record))",
      "    total += record[\"integer_1\"] + record[\"integer_2\"]",
      "print(total)' $FILENAME");

  /** Reads the file and prints 42 whatever it holds. */
  static final String CONSTANT = "cat $FILENAME > /dev/null; echo 42";

  @TempDir Path tmp;

  private Result conformance(String... more) throws Exception {
    String[] base = {"conformance", "--results-dir", tmp.resolve("results").toString(),
        "--name", "python-strict", "--name", "constant"};
    return Jsonmark.run(tmp, base, more);
  }

  @Test
  void printsTheMatrixWritesTheFilesAndExitsZeroWhateverItFound() throws Exception {
    Result r = conformance(PYTHON_STRICT, CONSTANT);

    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out())
        .containsPattern("\\| nan +\\| must reject +\\| pass +\\| FAIL +\\|")
        .containsPattern("\\| compact +\\| must accept +\\| pass +\\| FAIL +\\|")
        .containsPattern("\\| python-strict +\\| +158/158 \\|")
        .containsPattern("\\| constant +\\| +0/158 \\| +0/32 \\| +0/126 \\| +172 \\| +0 \\| +0 \\|")
        .contains("- **constant** (158): `compact` (checksum 42 expected 259)");
    assertThat(r.err())
        .contains("INFO: Checking python-strict (1/2) on 172 cases")
        .contains("INFO: python-strict: 158/158 scored cases right")
        .contains("INFO: constant: 0/158 scored cases right; wrong: compact")
        .doesNotContain("Traceback");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(folder.getFileName().toString()).matches("\\d{8}-\\d{6}-conformance");
    assertThat(folder.resolve("conformance.md")).exists();
    assertThat(folder.resolve("conformance.json")).exists();
    // One row per command and case; a row's command may span lines (the script has newlines).
    assertThat(Files.readString(folder.resolve("conformance.csv")))
        .containsPattern("constant,\"cat \\$FILENAME > /dev/null; echo 42\",byte-order-mark,"
            + "implementation_defined,false,,accepted,\"accepted, checksum 42\",0,42,,");
    assertThat(Files.readString(folder.resolve("logs/python-strict.stderr.log")))
        .contains("== nan (exit 1)", "ValueError: NaN");
  }

  @Test
  void strictExitsOneOnlyWhenAScoredCaseIsWrong() throws Exception {
    assertThat(conformance("--strict", PYTHON_STRICT, CONSTANT).status()).isEqualTo(1);
    Result pythonOnly = Jsonmark.run(tmp, "conformance", "--strict", "--results-dir",
        tmp.resolve("strict").toString(), PYTHON_STRICT);
    assertThat(pythonOnly.status()).as(pythonOnly.err()).isZero();
  }

  @Test
  void aCommandThatDeletesItsCaseFilesCannotHurtTheNextOne() throws Exception {
    Result r = Jsonmark.run(tmp, "conformance", "--results-dir", tmp.resolve("rm").toString(),
        "--name", "deleter", "--name", "python-strict", "rm -f $FILENAME; exit 1", PYTHON_STRICT);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("WARN: deleter changed or deleted 172 of the 172 case files it was given (")
        .contains("INFO: python-strict: 158/158 scored cases right");
  }

  /**
   * A command that leaves a process behind on every case gets one warning, with the count: two
   * cases at a time, each case's orphan is its own, not killed (and counted) by the case beside.
   */
  @Test
  void processesLeftOnEveryCaseAreOneWarningWithTheirCountWhateverJobs() throws Exception {
    Result r = Jsonmark.run(tmp, "conformance", "--jobs", "2", "--results-dir",
        tmp.resolve("left").toString(), "--name", "leaver",
        "sleep 30 & cat $FILENAME > /dev/null; echo 42");

    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err().lines().filter(line -> line.contains("left processes running")))
        .containsExactly("WARN: leaver left processes running on 172 of the 172 cases (compact,"
            + " whitespace-space-tab, whitespace-cr, crlf-line-endings, no-final-newline, ...);"
            + " they were killed");
  }

  /** SIGKILL runs no clean-up: the next conformance run removes the killed one's case files. */
  @Test
  void theCaseFolderOfADriverKilledWhileCheckingIsRemovedByTheNextRun() throws Exception {
    Path temp = Files.createDirectory(tmp.resolve("temp"));
    Path started = tmp.resolve("started");
    ProcessBuilder builder = Jsonmark.builder(tmp, List.of("conformance", "--results-dir",
        tmp.resolve("killed").toString(), "touch " + started + "; sleep 120; cat $FILENAME"));
    builder.command().add(1, "-Djava.io.tmpdir=" + temp);
    Process killed = builder.start();
    Jsonmark.awaitLines(started, 0);
    Path left;
    try (var files = Files.list(temp)) {
      left = files.filter(f -> f.getFileName().toString()
          .startsWith("jsonmark-conformance-" + killed.pid() + "-")).findFirst().orElseThrow();
    }
    Jsonmark.signal(killed.pid(), "KILL");
    assertThat(killed.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
    assertThat(java.nio.file.attribute.PosixFilePermissions.toString(
        Files.getPosixFilePermissions(left.resolve("1")))).as("a read-only folder of cases left")
        .isEqualTo("r-xr-xr-x");

    ProcessBuilder next = Jsonmark.builder(tmp, List.of("conformance", "--results-dir",
        tmp.resolve("next").toString(), CONSTANT));
    next.command().add(1, "-Djava.io.tmpdir=" + temp);
    Result r = Jsonmark.finish(next.start(), next);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("INFO: Removed 1 folder of conformance cases left in " + temp);
    try (var files = Files.list(temp)) {
      assertThat(files).as("the killed driver's folder and the next one's own").isEmpty();
    }
  }

  @Test
  void aUsageErrorExitsTwoInTwoLines() throws Exception {
    Result r = Jsonmark.run(tmp, "conformance", "cat data.jsonl");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("lacks $FILENAME").hasLineCount(2);
  }

  @Test
  void twoCasesAtATimeGiveWhatOneAtATimeGivesATimeoutKillingOnlyItsOwnCase() throws Exception {
    // Python's json, hanging on one case: its --timeout must end that case's tree and no other.
    String hangsOnCompact = "case $FILENAME in */compact.jsonl) sleep 60;; esac; "
        + ConformanceFamiliesIT.PYTHON_JSON;
    Result one = Jsonmark.run(tmp, "conformance", "--jobs", "1", "--timeout", "5",
        "--results-dir", tmp.resolve("one").toString(), "--name", "python-json",
        "--name", "constant", hangsOnCompact, CONSTANT);
    Result two = Jsonmark.run(tmp, "conformance", "--jobs", "2", "--timeout", "5",
        "--results-dir", tmp.resolve("two").toString(), "--name", "python-json",
        "--name", "constant", hangsOnCompact, CONSTANT);

    assertThat(one.status()).as(one.err()).isZero();
    assertThat(two.status()).as(two.err()).isZero();
    assertThat(one.err()).contains("INFO: Checking python-json (1/2) on 172 cases\n");
    assertThat(two.err()).contains("INFO: Checking python-json (1/2) on 172 cases, up to 2 at a time");
    assertThat(withoutStartTime(two.out())).isEqualTo(withoutStartTime(one.out()))
        .containsPattern("\\| compact +\\| must accept +\\| FAIL +\\| FAIL +\\|")
        .containsPattern("\\| python-json +\\| +157/158 \\|");
    Path first = Jsonmark.onlyResultsFolder(tmp.resolve("one"));
    Path second = Jsonmark.onlyResultsFolder(tmp.resolve("two"));
    assertThat(outcomes(second)).isEqualTo(outcomes(first));
    assertThat(outcomes(first)).hasSize(2 + 2 * 172).element(1).asString()
        .startsWith("{\"case\":\"compact\",\"behaviour\":\"timed_out\",\"passed\":false,"
            + "\"summary\":\"timed out\",");
    assertThat(caseFolder(Files.readString(second.resolve("logs/python-json.stderr.log"))))
        .isEqualTo(caseFolder(Files.readString(first.resolve("logs/python-json.stderr.log"))))
        .contains("== nan (exit 1)\nmain.py: CASES/1/nan.jsonl: line 2: invalid JSON: NaN");
  }

  /** The terminal's matrix less its one line that holds the time it started. */
  private static String withoutStartTime(String out) {
    return out.replaceAll("(?m)^\\d+ cases, .* per case, started .*$", "");
  }

  /** {@code text} with the temporary folder of the cases, which each invocation has its own of. */
  private static String caseFolder(String text) {
    return text.replaceAll("/[^ :\"]*/jsonmark-conformance-\\d+-\\d+/", "CASES/");
  }

  /**
   * conformance.json's commands, one line each and one line per outcome, each outcome without its
   * time: a difference shows as the lines that differ.
   */
  private static List<String> outcomes(Path folder) throws Exception {
    JsonNode json = new ObjectMapper().readTree(folder.resolve("conformance.json").toFile());
    List<String> lines = new java.util.ArrayList<>();
    for (JsonNode command : json.get("commands")) {
      ObjectNode counts = command.deepCopy();
      counts.remove("results");
      lines.add(counts.toString());
      for (JsonNode result : command.get("results")) {
        ObjectNode untimed = result.deepCopy();
        untimed.remove("seconds");
        lines.add(caseFolder(untimed.toString()));
      }
    }
    return lines;
  }
}
