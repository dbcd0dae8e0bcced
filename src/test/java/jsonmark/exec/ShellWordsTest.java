package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Which commands need a shell, and the exact argument vector of those that do not. */
class ShellWordsTest {

  static final Path DATA = Path.of("/data/my file's \"x\" $(id) `id`;.json");

  static List<String> argv(String command) {
    return new CommandTemplate(command).render(DATA, "Simple1Benchmark").argv();
  }

  static Optional<String> reason(String command) {
    return new CommandTemplate(command).shellReason();
  }

  @Test
  void everyFormOfThePlaceholderBecomesThePathAsOneArgument() {
    String path = DATA.toString();
    assertThat(argv("prog $FILENAME")).containsExactly("prog", path);
    assertThat(argv("prog \"$FILENAME\"")).containsExactly("prog", path);
    assertThat(argv("prog '$FILENAME'")).containsExactly("prog", path);
    assertThat(argv("prog ${FILENAME}")).containsExactly("prog", path);
    assertThat(argv("prog \"${FILENAME}\"")).containsExactly("prog", path);
    assertThat(argv("prog --in=$FILENAME")).containsExactly("prog", "--in=" + path);
    assertThat(argv("prog 'a $FILENAME b'")).containsExactly("prog", "a " + path + " b");
    assertThat(argv("prog \"$JSONMARK_FILENAME\"")).containsExactly("prog", path);
    assertThat(argv("prog \"${JSONMARK_FILENAME}\"")).containsExactly("prog", path);
    assertThat(argv("prog $BENCHMARK $FILENAME"))
        .containsExactly("prog", "Simple1Benchmark", path);
  }

  @Test
  void theDeserializersOfThisRepositoryRunDirectly() {
    String path = DATA.toString();
    assertThat(argv("deserializers/rust/target/release/jsonmark-rust serde $FILENAME"))
        .containsExactly("deserializers/rust/target/release/jsonmark-rust", "serde", path);
    assertThat(argv("python3 deserializers/python/main.py orjson $FILENAME"))
        .containsExactly("python3", "deserializers/python/main.py", "orjson", path);
    assertThat(argv("java -Xmx1g -jar x.jar --library=jackson $FILENAME"))
        .containsExactly("java", "-Xmx1g", "-jar", "x.jar", "--library=jackson", path);
  }

  @Test
  void quotesAndEscapesGiveWhatShGives() {
    assertThat(argv("prog 'a b' \"c d\" e\\ f '' \"\" a'b'\"c\"d\t\tx   $FILENAME"))
        .containsExactly("prog", "a b", "c d", "e f", "", "", "abcd", "x", DATA.toString());
    assertThat(argv("prog \"a\\\"b\" \"a\\\\b\" \"a\\$b\" \"a\\xb\" \"a\\`b\" \"it's\" $FILENAME"))
        .containsExactly("prog", "a\"b", "a\\b", "a$b", "a\\xb", "a`b", "it's", DATA.toString());
    assertThat(argv("prog a\\\\b a\\'b a\\\"b a\\|b a\\$b a\\*b \\~ 'a|b;c>d' $FILENAME"))
        .containsExactly("prog", "a\\b", "a'b", "a\"b", "a|b", "a$b", "a*b", "~", "a|b;c>d",
            DATA.toString());
  }

  @Test
  void plainCharactersAndUnicodeAreLiteral() {
    assertThat(argv("prog %,.:@+- a=b ] ünïcødé 日本 $FILENAME"))
        .containsExactly("prog", "%,.:@+-", "a=b", "]", "ünïcødé", "日本", DATA.toString());
  }

  @Test
  void aNestedShellIsAProgramLikeAnyOtherAndItsScriptIsKeptForIt() {
    assertThat(argv("sh -c 'wc -c < $FILENAME'"))
        .containsExactly("sh", "-c", "wc -c < \"${JSONMARK_FILENAME}\"");
    assertThat(argv("bash -c 'cat \"$JSONMARK_FILENAME\" | wc -l'"))
        .containsExactly("bash", "-c", "cat \"$JSONMARK_FILENAME\" | wc -l");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '#', quoteCharacter = '\0', value = {
    "cat $FILENAME | wc -l                # it uses shell syntax (|)",
    "prog $FILENAME && true               # it uses shell syntax (&)",
    "prog $FILENAME &                     # it uses shell syntax (&)",
    "prog $FILENAME; true                 # it uses shell syntax (;)",
    "prog < $FILENAME                     # it uses shell syntax (<)",
    "prog $FILENAME > /dev/null           # it uses shell syntax (>)",
    "prog $FILENAME 2>&1                  # it uses shell syntax (>)",
    "(prog $FILENAME)                     # it uses shell syntax (()",
    "prog $FILENAME)                      # it uses shell syntax ())",
    "{ prog $FILENAME; }                  # it uses shell syntax ({)",
    "prog a{b,c} $FILENAME                # it uses shell syntax ({)",
    "prog } $FILENAME                     # it uses shell syntax (})",
    "! prog $FILENAME                     # it uses shell syntax (!)",
    "prog $HOME $FILENAME                 # it uses shell syntax ($)",
    "prog \"$HOME\" $FILENAME             # it uses shell syntax ($)",
    "prog ${HOME} $FILENAME               # it uses shell syntax ($)",
    "prog $JSONMARK_FILENAME              # it uses shell syntax ($)",
    "prog $FILENAMES                      # it uses shell syntax ($)",
    "prog $(cat list) $FILENAME           # it uses shell syntax ($)",
    "prog \"$(cat list)\" $FILENAME       # it uses shell syntax ($)",
    "prog `cat list` $FILENAME            # it uses shell syntax (`)",
    "prog \"`cat list`\" $FILENAME        # it uses shell syntax (`)",
    "prog $((1+1)) $FILENAME              # it uses shell syntax ($)",
    "prog *.json $FILENAME                # it uses a glob (*)",
    "prog file?.json $FILENAME            # it uses a glob (?)",
    "prog [ab].json $FILENAME             # it uses a glob ([)",
    "prog ~/data $FILENAME                # it uses ~ (the home folder)",
    "~/bin/prog $FILENAME                 # it uses ~ (the home folder)",
    "FOO=1 prog $FILENAME                 # it sets a variable before the program (=)",
    "prog 'unclosed $FILENAME             # it has a quote that is not closed (')",
    "prog \"unclosed $FILENAME            # it has a quote that is not closed (\")",
    "prog $FILENAME \\                    # it ends with a backslash",
    "cd /tmp                              # 'cd' is a shell builtin",
    ". ./env.sh                           # '.' is a shell builtin",
    "source ./env.sh                      # 'source' is a shell builtin",
    "exec prog $FILENAME                  # 'exec' is a shell builtin",
    "export A                             # 'export' is a shell builtin",
    ": $FILENAME                          # ':' is a shell builtin",
    "echo $FILENAME                       # 'echo' is a shell builtin",
    "printf x $FILENAME                   # 'printf' is a shell builtin",
    "'cd' /tmp                            # 'cd' is a shell builtin",
    "if                                   # 'if' is a shell keyword",
    "time prog $FILENAME                  # 'time' is a shell keyword",
    "for                                  # 'for' is a shell keyword",
    "while                                # 'while' is a shell keyword",
  })
  void aCommandNeedsAShellForEachKindOfShellSyntax(String command, String why) {
    assertThat(reason(command.strip())).contains(why.strip());
    assertThat(argv(command.strip())).isEmpty();
  }

  @Test
  void aCommentATildeOrANewlineAnywhereNeedsAShell() {
    assertThat(reason("prog $FILENAME # the file")).contains("it may hold a comment (#)");
    assertThat(reason("prog a#b $FILENAME")).contains("it may hold a comment (#)");
    assertThat(reason("prog a~b $FILENAME")).contains("it uses ~ (the home folder)");
    assertThat(reason("prog\n$FILENAME")).contains("it spans several lines");
    assertThat(reason("prog \\\n$FILENAME")).contains("it spans several lines");
    assertThat(reason("prog 'a\nb' $FILENAME")).contains("it spans several lines");
    assertThat(reason("prog \"a\nb\" $FILENAME")).contains("it spans several lines");
    assertThat(reason("cat <<EOF\n$FILENAME\nEOF")).contains("it uses shell syntax (<)");
    assertThat(reason("prog \u0007 $FILENAME")).contains("it holds a control character (U+0007)");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " ", "\t", "''x"})
  void anEmptyCommandNamesNoProgramOrRunsTheEmptyName(String command) {
    if (command.isBlank()) {
      assertThat(reason(command)).contains("it names no program");
    } else {
      assertThat(argv(command)).containsExactly("x");
    }
  }

  @Test
  void alwaysRunsEveryCommandThroughTheShellAndSaysSo() {
    CommandTemplate always = new CommandTemplate("prog $FILENAME", ShellMode.ALWAYS);
    assertThat(always.render(DATA, "b").direct()).isFalse();
    assertThat(always.render(DATA, "b").script()).isEqualTo("prog \"${JSONMARK_FILENAME}\"");
    assertThat(always.runsDirectly()).isFalse();
    assertThat(always.howItRuns()).isEqualTo("runs through /bin/sh -c (--shell always)");
    assertThat(new CommandTemplate("prog $FILENAME").howItRuns())
        .isEqualTo("runs directly (no shell)");
    assertThat(new CommandTemplate("prog $FILENAME | x").howItRuns())
        .isEqualTo("runs through /bin/sh -c: it uses shell syntax (|)");
  }

  @Test
  void aDirectCommandKeepsItsScriptAndEnvironmentForTheRecord() {
    ShellCommand rendered = new CommandTemplate("prog $FILENAME").render(DATA, "b");
    assertThat(rendered.direct()).isTrue();
    assertThat(rendered.program()).isEqualTo("prog");
    assertThat(rendered.script()).isEqualTo("prog \"${JSONMARK_FILENAME}\"");
    assertThat(rendered.environment())
        .containsEntry(CommandTemplate.FILENAME_VARIABLE, DATA.toString());
    assertThat(rendered.withEnvironment(java.util.Map.of("A", "1")).argv())
        .isEqualTo(rendered.argv());
  }

  /**
   * The real {@code /bin/sh} on the same script: a function named {@code prog} receives the
   * fields the shell would pass to a program of that name, and prints each ended by a NUL.
   */
  @ParameterizedTest
  @ValueSource(strings = {
    "prog $FILENAME",
    "prog \"$FILENAME\" '$FILENAME' ${FILENAME} x$FILENAME \"${FILENAME}\"y",
    "prog 'a $FILENAME b' --in=$FILENAME $BENCHMARK",
    "prog 'a b' \"c d\" e\\ f '' \"\" a'b'\"c\"d\t\tx   $FILENAME",
    "prog \"a\\\"b\" \"a\\\\b\" \"a\\$b\" \"a\\xb\" \"a\\`b\" \"it's\" $FILENAME",
    "prog a\\\\b a\\'b a\\\"b a\\|b a\\$b a\\*b \\~ 'a|b;c>d' $FILENAME",
    "prog %,.:@+- a=b ] ünïcødé 日本 $FILENAME \"$JSONMARK_FILENAME\"",
    "prog -c 'wc -c < $FILENAME' \"${JSONMARK_BENCHMARK}\"",
  })
  void splitsExactlyAsTheRealShDoes(String command) throws Exception {
    ShellCommand rendered = new CommandTemplate(command).render(DATA, "Simple1Benchmark");
    assertThat(rendered.direct()).isTrue();
    ProcessBuilder sh = new ProcessBuilder("/bin/sh", "-c",
        "prog() { for a; do printf '%s\\000' \"$a\"; done; }; " + rendered.script());
    sh.environment().putAll(rendered.environment());
    sh.redirectErrorStream(true);
    Process process = sh.start();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (InputStream in = process.getInputStream()) {
      in.transferTo(out);
    }
    assertThat(process.waitFor()).isZero();
    String printed = out.toString(StandardCharsets.UTF_8);
    List<String> fields = printed.isEmpty() ? List.of()
        : Arrays.asList(printed.substring(0, printed.length() - 1).split("\0", -1));
    assertThat(rendered.argv().get(0)).isEqualTo("prog");
    assertThat(rendered.argv().subList(1, rendered.argv().size())).isEqualTo(fields);
  }
}
