package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The placeholder rewriter, exactly, and then against the real /bin/sh with hostile paths. */
class PlaceholdersTest {

  static final Map<String, String> VARS = Map.of("FILENAME", "JSONMARK_FILENAME");

  static String rewrite(String command) {
    return Placeholders.rewrite(command, VARS);
  }

  @Test
  void anUnquotedPlaceholderBecomesADoubleQuotedReference() {
    assertThat(rewrite("wc -l $FILENAME")).isEqualTo("wc -l \"${JSONMARK_FILENAME}\"");
    assertThat(rewrite("wc -l ${FILENAME}")).isEqualTo("wc -l \"${JSONMARK_FILENAME}\"");
  }

  @Test
  void aDoubleQuotedPlaceholderBecomesABareReference() {
    assertThat(rewrite("cat \"$FILENAME\"")).isEqualTo("cat \"${JSONMARK_FILENAME}\"");
    assertThat(rewrite("cat \"${FILENAME}.x\"")).isEqualTo("cat \"${JSONMARK_FILENAME}.x\"");
  }

  @Test
  void aSingleQuotedPlaceholderClosesTheQuoteAroundADoubleQuotedReference() {
    assertThat(rewrite("cat '$FILENAME'")).isEqualTo("cat ''\"${JSONMARK_FILENAME}\"''");
    assertThat(rewrite("cat 'a $FILENAME b'"))
        .isEqualTo("cat 'a '\"${JSONMARK_FILENAME}\"' b'");
  }

  @Test
  void everyPlaceholderIsReplacedAndTheRestKept() {
    assertThat(rewrite("a $FILENAME && b '$FILENAME' \"$FILENAME\" | c"))
        .isEqualTo("a \"${JSONMARK_FILENAME}\" && b ''\"${JSONMARK_FILENAME}\"'' "
            + "\"${JSONMARK_FILENAME}\" | c");
  }

  @Test
  void escapedDollarsAndLongerNamesAreNoPlaceholders() {
    assertThat(rewrite("echo \\$FILENAME $FILENAMES \"\\$FILENAME\" $$FILENAME"))
        .isEqualTo("echo \\$FILENAME $FILENAMES \"\\$FILENAME\" $$FILENAME");
    assertThat(Placeholders.contains("echo \\$FILENAME $FILENAMES", "FILENAME")).isFalse();
  }

  @Test
  void aSingleQuoteInsideDoubleQuotesOpensNothing() {
    assertThat(rewrite("echo \"it's $FILENAME\" $FILENAME"))
        .isEqualTo("echo \"it's ${JSONMARK_FILENAME}\" \"${JSONMARK_FILENAME}\"");
  }

  @Test
  void substitutionsNestedInDoubleQuotesStartAnUnquotedContext() {
    assertThat(rewrite("echo \"$(cat \"$FILENAME\") $(wc -c < $FILENAME)\""))
        .isEqualTo("echo \"$(cat \"${JSONMARK_FILENAME}\") $(wc -c < \"${JSONMARK_FILENAME}\")\"");
    assertThat(rewrite("echo `cat $FILENAME`")).isEqualTo("echo `cat \"${JSONMARK_FILENAME}\"`");
  }

  @Test
  void aCommentIsLeftAloneEvenWithAnApostrophe() {
    assertThat(rewrite("run $FILENAME # it's fine\nnext $FILENAME"))
        .isEqualTo("run \"${JSONMARK_FILENAME}\" # it's fine\nnext \"${JSONMARK_FILENAME}\"");
  }

  @Test
  void containsFindsEachForm() {
    for (String form : List.of("$FILENAME", "\"$FILENAME\"", "'$FILENAME'", "${FILENAME}",
        "\"${FILENAME}\"", "x=$FILENAME")) {
      assertThat(Placeholders.contains("python3 main.py " + form, "FILENAME")).as(form).isTrue();
    }
    assertThat(Placeholders.contains("python3 main.py data", "FILENAME")).isFalse();
  }

  @TempDir Path tmp;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "$FILENAME", "\"$FILENAME\"", "'$FILENAME'", "${FILENAME}", "\"${FILENAME}\"",
        "\"'$FILENAME'\"", "'\"$FILENAME\"'"
      })
  void theRealShellPassesAHostilePathAsOneUnchangedArgument(String form) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("a b 'q' \"d\" $(touch pwned) `touch pwned2`; x"));
    Path data = dir.resolve("data $HOME *.json\\n");
    CommandTemplate template = new CommandTemplate("printf '[%s]' " + form);
    assertThat(template.hasPlaceholder()).isTrue();
    ShellCommand command = template.render(data, "Simple1Benchmark");
    ProcessBuilder builder =
        new ProcessBuilder("/bin/sh", "-c", command.script()).directory(tmp.toFile());
    builder.environment().putAll(command.environment());
    Process sh = builder.redirectErrorStream(true).start();
    String printed = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(sh.waitFor()).isZero();
    String quote = form.startsWith("\"'") ? "'" : form.startsWith("'\"") ? "\"" : "";
    assertThat(printed).isEqualTo("[" + quote + data + quote + "]");
    try (var files = Files.list(tmp)) {
      assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("pwned"));
    }
  }

  @Test
  void theBenchmarkNameIsExportedAndSubstitutedTheSameWay() throws Exception {
    ShellCommand command =
        new CommandTemplate("printf '%s|%s|%s' $BENCHMARK '${BENCHMARK}' \"$JSONMARK_BENCHMARK\"")
            .render(Path.of("/x"), "Simple1Benchmark");
    ProcessBuilder builder = new ProcessBuilder("/bin/sh", "-c", command.script());
    builder.environment().putAll(command.environment());
    Process sh = builder.start();
    assertThat(new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
        .isEqualTo("Simple1Benchmark|Simple1Benchmark|Simple1Benchmark");
  }
}
