package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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

  @Test
  void anUnquotedHereDocumentGetsABareReference() {
    assertThat(rewrite("cat <<EOF\n[$FILENAME]\nEOF\nwc $FILENAME"))
        .isEqualTo("cat <<EOF\n[${JSONMARK_FILENAME}]\nEOF\nwc \"${JSONMARK_FILENAME}\"");
  }

  @Test
  void aQuotedHereDocumentIsLeftAsItIs() {
    for (String delimiter : List.of("'EOF'", "\"EOF\"", "\\EOF", "E'O'F")) {
      assertThat(rewrite("cat <<" + delimiter + "\n$FILENAME it's\nEOF\nwc $FILENAME"))
          .as(delimiter)
          .isEqualTo("cat <<" + delimiter + "\n$FILENAME it's\nEOF\nwc \"${JSONMARK_FILENAME}\"");
    }
    assertThat(Placeholders.contains("cat <<'EOF'\n$FILENAME\nEOF", "FILENAME")).isFalse();
  }

  @Test
  void aShiftInArithmeticIsNoHereDocument() {
    assertThat(rewrite("echo $((1<<2)) $FILENAME"))
        .isEqualTo("echo $((1<<2)) \"${JSONMARK_FILENAME}\"");
  }

  @Test
  void aNestedShellsSingleQuotedScriptIsScannedAsTheCommandItIs() {
    assertThat(rewrite("sh -c 'wc -l $FILENAME \"$FILENAME\"'"))
        .isEqualTo("sh -c 'wc -l \"${JSONMARK_FILENAME}\" \"${JSONMARK_FILENAME}\"'");
    assertThat(rewrite("bash -eu -o pipefail -c 'cat $FILENAME'"))
        .isEqualTo("bash -eu -o pipefail -c 'cat \"${JSONMARK_FILENAME}\"'");
    assertThat(rewrite("eval 'cat $FILENAME'")).isEqualTo("eval 'cat \"${JSONMARK_FILENAME}\"'");
    assertThat(rewrite("printf -c '$FILENAME'"))
        .isEqualTo("printf -c ''\"${JSONMARK_FILENAME}\"''");
  }

  @Test
  void aCommandThatUsesTheExportedVariableItselfHasThePlaceholder() {
    assertThat(new CommandTemplate("sh -c 'wc -l \"$JSONMARK_FILENAME\"'").hasPlaceholder())
        .isTrue();
    assertThat(new CommandTemplate("wc -l ${JSONMARK_FILENAME}").hasPlaceholder()).isTrue();
    assertThat(new CommandTemplate("wc -l $JSONMARK_FILENAMES").hasPlaceholder()).isFalse();
  }

  @Test
  void aHereDocumentDelimiterThatNeedsExpansionIsRefusedWithAClearMessage() {
    CommandTemplate template = new CommandTemplate("cat <<$END\nx\n$END\nwc $FILENAME");
    String why = "DESERIALIZER_CMD 'cat <<$END x $END wc $FILENAME': the here-document delimiter"
        + " at '<<$' holds '$', which jsonmark cannot follow; use a plain word such as EOF";
    assertThat(template.problem()).hasValue(why);
    // Not "lacks $FILENAME": the check that refuses it, inside the usage checks, says why.
    assertThat(template.hasPlaceholder()).isTrue();
    assertThatThrownBy(() -> new LabelledCommand("x", template))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(why);
    assertThat(new CommandTemplate("cat <<E`x`\nE`x`\nwc $FILENAME").problem()).isPresent();
    assertThat(new CommandTemplate("cat <<EOF\n$FILENAME\nEOF").problem()).isEmpty();
  }

  @Test
  void aPathPastedIntoAQuotedArgumentIsWarnedAboutOnlyWhenItIsNotPlain() {
    Path hostile = Path.of("/tmp/jm;touch /tmp/PWNED;/Simple1Benchmark.1.jackson.jsonl");
    Path plain = Path.of("/tmp/jm/Simple1Benchmark.1.jackson.jsonl");
    CommandTemplate python = new CommandTemplate("python3 -c 'open(\"$FILENAME\")'");
    assertThat(python.pastedPathWarning(hostile)).hasValueSatisfying(w -> assertThat(w)
        .startsWith("$FILENAME is quoted inside a longer argument")
        .contains("the path " + hostile + " holds characters"));
    assertThat(python.pastedPathWarning(plain)).isEmpty();
    assertThat(new CommandTemplate("sh -c 'wc $FILENAME'").pastedPathWarning(hostile)).isEmpty();
    assertThat(new CommandTemplate("wc \"$FILENAME\"").pastedPathWarning(hostile)).isEmpty();
    // A double-quoted script is read as the nested shell reads it: the path is no text in it.
    assertThat(new CommandTemplate("sh -c \"wc $FILENAME\"").pastedPathWarning(hostile))
        .isEmpty();
    assertThat(new CommandTemplate("sh -c \"python3 -c 'open(\\\"$FILENAME\\\")'\"")
        .pastedPathWarning(hostile)).isPresent();
  }

  @ParameterizedTest
  @ValueSource(strings = {"cat '$FILENAME'", "cat '${FILENAME}' | wc", "wc -l <'$FILENAME'",
      "cat '$FILENAME';wc", "x=1 cat '$FILENAME'"})
  void aSingleQuotedPlaceholderAloneInItsWordDrawsNoWarning(String command) {
    Path spaced = Path.of("/tmp/my cache/Simple1Benchmark.1.jackson.jsonl");
    assertThat(new CommandTemplate(command).pastedPathWarning(spaced)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"cat 'x$FILENAME'", "cat '$FILENAME'x", "cat x'$FILENAME'",
      "cat '$FILENAME '", "cat '-$FILENAME'"})
  void aSingleQuotedPlaceholderWithMoreInItsWordIsWarnedAbout(String command) {
    Path spaced = Path.of("/tmp/my cache/Simple1Benchmark.1.jackson.jsonl");
    assertThat(new CommandTemplate(command).pastedPathWarning(spaced)).isPresent();
  }

  @Test
  void theExportedPathIsAlwaysAbsolute() {
    ShellCommand command =
        new CommandTemplate("wc $FILENAME").render(Path.of("relcache/./a.json"), "Simple1Benchmark");
    assertThat(command.environment().get("JSONMARK_FILENAME"))
        .isEqualTo(Path.of("").toAbsolutePath().resolve("relcache/a.json").toString());
  }

  /** Each command, and what the real /bin/sh prints for it; @P stands for the hostile path. */
  @ParameterizedTest
  @CsvSource(
      delimiterString = " => ",
      quoteCharacter = '~',
      value = {
        "cat <<EOF\\n[$FILENAME]\\nEOF => [@P]\\n",
        "cat <<EOF\\nit's\\nEOF\\nprintf '[%s]' $FILENAME => it's\\n[@P]",
        "cat <<EOF\\na \" b\\nEOF\\nprintf '[%s]' $FILENAME => a \" b\\n[@P]",
        "cat <<'EOF'\\n$FILENAME it's\\nEOF\\nprintf '[%s]' $FILENAME => $FILENAME it's\\n[@P]",
        "cat <<-EOF\\n\\t[$FILENAME]\\n\\tEOF\\nprintf '[%s]' \"$FILENAME\" => [@P]\\n[@P]",
        "x=$(cat <<EOF\\n$FILENAME\\nEOF\\n); printf '[%s]' \"$x\" => [@P]",
        "cat <<A; cat <<\"B\"\\n$FILENAME\\nA\\n$FILENAME\\nB\\nprintf '[%s]' $FILENAME => @P\\n$FILENAME\\n[@P]",
        "printf '[%s]' $((1<<2)) $FILENAME => [4][@P]",
        "sh -c 'printf \"[%s]\" $FILENAME' => [@P]",
        "sh -c 'printf \"[%s]\" \"$JSONMARK_FILENAME\"' => [@P]",
        "/bin/sh -ec 'cat <<EOF\\n[$FILENAME]\\nEOF' => [@P]\\n",
        "eval 'printf \"[%s]\" $FILENAME' => [@P]",
        "sh <<EOF\\nprintf '[%s]' $FILENAME\\nEOF => [@P]",
        "sh <<EOF\\nprintf '[%s]' \"$FILENAME\" '$FILENAME'\\nEOF => [@P][@P]",
        "bash -s <<'EOF'\\nprintf '[%s]' $FILENAME\\nEOF => [@P]",
        "cat <<EOF | sh\\nprintf '[%s]' $FILENAME\\nEOF => [@P]",
        "cat <<-EOF | tee /dev/null | sh -s\\n\\tprintf '[%s]' $FILENAME\\n\\tEOF => [@P]",
        "sh <<EOF\\ncat <<X\\n[$FILENAME]\\nX\\nEOF => [@P]\\n",
        "sh <<EOF\\nprintf '[%s]' $(echo x) $FILENAME\\nEOF => [x][@P]",
        "eval printf \"'[%s]'\" $FILENAME => [@P]",
        "eval printf \"'[%s]'\" \"$FILENAME\" => [@P]",
        "eval \"printf '[%s]' $FILENAME\" => [@P]",
        "eval \"printf '[%s]' '$FILENAME'\" => [@P]",
        "eval \"printf '[%s]' \\\"$FILENAME\\\"\" => [@P]",
        "x=$(eval printf \"'[%s]'\" $FILENAME); printf '%s' \"$x\" => [@P]",
        "sh -c \"printf '[%s]' $FILENAME\" => [@P]",
        "sh -c \"printf '[%s]' '$FILENAME' \\\"$FILENAME\\\"\" => [@P][@P]",
        "sh -c \"printf '[%s]' $(printf %s $FILENAME | wc -c)\" => [@L]",
        "sh -c -- 'printf \"[%s]\" $FILENAME' => [@P]",
        "sh -c -e 'printf \"[%s]\" $FILENAME' => [@P]",
        "sh -c \"eval 'printf [%s] $FILENAME'\" => [@P]",
        "sh -c 'sh -c \"printf [%s] $FILENAME\"' => [@P]",
        "echo printf \"'[%s]'\" $FILENAME | sh => [@P]",
        "echo \"printf '[%s]' $FILENAME\" | bash => [@P]",
        "printf '%s' \"printf '[%s]' $FILENAME\" | sh => [@P]",
        "{ cat <<EOF; } | sh\\nprintf '[%s]' $FILENAME\\nEOF => [@P]",
        "cat <<EOF | bash -x 2>/dev/null\\nprintf '[%s]' $FILENAME\\nEOF => [@P]",
      })
  void hereDocumentsAndNestedShellsGiveTheRealShellThePathUnchanged(
      String command, String expected) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("a b 'q' \"d\" $(touch pwned) `touch pwned2`; x"));
    Path data = dir.resolve("data $HOME *.json;touch pwned3;");
    CommandTemplate template = new CommandTemplate(unescape(command.strip()));
    assertThat(template.hasPlaceholder()).isTrue();
    String length = String.valueOf(data.toString().getBytes(StandardCharsets.UTF_8).length);
    assertThat(shell(template.render(data, "Simple1Benchmark")))
        .isEqualTo(unescape(expected.strip()).replace("@P", data.toString())
            .replace("@L", length));
    try (var files = Files.list(tmp)) {
      assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("pwned"));
    }
  }

  private static String unescape(String text) {
    return text.replace("\\n", "\n").replace("\\t", "\t");
  }

  private String shell(ShellCommand command) throws Exception {
    ProcessBuilder builder =
        new ProcessBuilder("/bin/sh", "-c", command.script()).directory(tmp.toFile());
    builder.environment().putAll(command.environment());
    Process sh = builder.redirectErrorStream(true).start();
    String printed = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(sh.waitFor()).as(printed).isZero();
    return printed;
  }
}
