package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The placeholder in the shell forms of docs/robustness.md, run by the real driver on files. */
class ShellFormsIT {

  static final String PYTHON = "python3 deserializers/python/main.py json";

  @TempDir Path tmp;

  Result jsonmark(String cacheDir, String... commandsAndOptions) throws Exception {
    List<String> args = new ArrayList<>(List.of(
        "--benchmark", "Simple1Benchmark", "--records", "300", "--startup-runs", "0",
        "--cache-dir", cacheDir, "--results-dir", tmp.resolve("results").toString()));
    args.addAll(List.of(commandsAndOptions));
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  @Test
  void aRelativeCacheDirStillReachesACommandThatChangesFolder() throws Exception {
    // Relative to the driver's folder, the repository root, as every Makefile target runs it.
    Path relative = Jsonmark.ROOT.relativize(Files.createDirectories(tmp.resolve("relcache")));
    assertThat(relative.isAbsolute()).isFalse();
    Result r = jsonmark(relative.toString(), "--name", "cd-first",
        "cd deserializers && python3 python/main.py json $FILENAME");
    assertThat(r.status()).as(r.err()).isZero();
  }

  @Test
  void aNestedShellMayUseTheExportedVariableItself() throws Exception {
    Result r = jsonmark(tmp.resolve("cache").toString(), "--name", "exported",
        "sh -c '" + PYTHON + " \"$JSONMARK_FILENAME\"'");
    assertThat(r.status()).as(r.err()).isZero();
  }

  @Test
  void aHostileCacheDirIsNeverRunByANestedShellsScript() throws Exception {
    Path pwned = tmp.resolve("PWNED");
    String hostile = tmp.resolve("jm;touch " + pwned + ";").toString();
    Result r = jsonmark(hostile, "--name", "nested",
        "sh -c 'test -r $FILENAME && " + PYTHON + " $FILENAME'");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(pwned).doesNotExist();
    assertThat(r.err()).doesNotContain("$FILENAME is quoted inside a longer argument");
  }

  @Test
  void aPathPastedIntoACodeArgumentIsWarnedAbout() throws Exception {
    String hostile = tmp.resolve("jm;x").toString();
    Result r = jsonmark(hostile, "--name", "pasted",
        "python3 -c 'import runpy, sys; sys.argv[1:] = [\"json\", \"$FILENAME\"];"
            + " sys.path.insert(0, \"deserializers/python\");"
            + " runpy.run_path(\"deserializers/python/main.py\", run_name=\"__main__\")'");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("WARN: pasted: $FILENAME is quoted inside a longer argument");
  }

  @Test
  void aHereDocumentReachesTheProgramAsThePath() throws Exception {
    Result r = jsonmark(tmp.resolve("cache dir").toString(), "--name", "heredoc",
        "read -r path <<EOF\n$FILENAME\nEOF\ncat <<EOF >/dev/null\nit's \" odd\nEOF\n"
            + PYTHON + " \"$path\"");
    assertThat(r.status()).as(r.err()).isZero();
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "sh <<EOF\n" + PYTHON + " $FILENAME\nEOF",
      "cat <<EOF | sh\n" + PYTHON + " $FILENAME\nEOF",
      "eval " + PYTHON + " $FILENAME",
      "sh -c -- '" + PYTHON + " $FILENAME'",
      "sh -c \"" + PYTHON + " $FILENAME\""})
  void aHostileCacheDirIsNeverRunByAShellThatParsesTheCommandAgain(String command)
      throws Exception {
    Path pwned = tmp.resolve("PWNED");
    String hostile = tmp.resolve("jm;touch " + pwned + ";").toString();
    Result r = jsonmark(hostile, "--name", "again", command);
    assertThat(pwned).doesNotExist();
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("$FILENAME is quoted inside a longer argument");
  }

  @Test
  void aHereDocumentDelimiterThatNeedsExpansionIsAUsageError() throws Exception {
    Result r = jsonmark(tmp.resolve("cache").toString(),
        "cat <<$END >/dev/null\nx\n$END\n" + PYTHON + " $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).contains("the here-document delimiter at '<<$' holds '$'")
        .doesNotContain("unexpected");
  }

  @Test
  void theWholeArgumentSingleQuotedFormDrawsNoWarning() throws Exception {
    Result r = jsonmark(tmp.resolve("cache dir").toString(), "--name", "quoted",
        PYTHON + " '$FILENAME'");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("quoted inside a longer argument");
  }
}
