package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.exec.CommandLine;
import org.junit.jupiter.api.Test;

/**
 * Why the driver splits a command with its own shell analyser rather than with the splitter
 * already on its class path, Commons Exec's {@link CommandLine#parse}, measured against the real
 * {@code /bin/sh}: the words the program would get, and the shell syntax it would not see
 * (CONTRIBUTING.md, "Hand-written parsers").
 */
class CommonsExecParseTest {

  @Test
  void commonsExecGivesOtherWordsThanTheShellWhereTheAnalyserGivesTheShells() throws Exception {
    // The program's words as /bin/sh gives them, then as Commons Exec would pass them.
    assertWords("p 'a b'", List.of("a b"), List.of("\"a b\""));
    assertWords("p a\\ b", List.of("a b"), List.of("a\\", "b"));
    assertWords("p 'a\"b'", List.of("a\"b"), List.of("'a\"b'"));
    assertWords("p \"it's\"", List.of("it's"), List.of("\"it's\""));
    assertThatThrownBy(() -> CommandLine.parse("p \"a\\\"b\""))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Unbalanced quotes");
    assertThat(shell("p \"a\\\"b\"")).containsExactly("a\"b");
    assertThat(ShellWords.split("p \"a\\\"b\"", Map.of()).words()).containsExactly("p", "a\"b");
  }

  @Test
  void commonsExecTakesShellSyntaxForArgumentsWhereTheAnalyserSendsItToTheShell() {
    for (String command : List.of("p a|wc", "p a;b", "p $(echo x)")) {
      assertThat(CommandLine.parse(command).getExecutable()).isEqualTo("p");
      assertThat(ShellWords.split(command, Map.of()).shellReason()).as(command).isPresent();
    }
    assertThat(CommandLine.parse("p a|wc").getArguments()).containsExactly("a|wc");
    assertThat(CommandLine.parse("p $(echo x)").getArguments()).containsExactly("$(echo", "x)");
  }

  private static void assertWords(String command, List<String> bySh, List<String> byCommons)
      throws Exception {
    assertThat(shell(command)).as("/bin/sh: %s", command).isEqualTo(bySh);
    assertThat(Arrays.asList(CommandLine.parse(command).toStrings()).subList(1,
        byCommons.size() + 1)).as("Commons Exec: %s", command).isEqualTo(byCommons);
    assertThat(ShellWords.split(command, Map.of()).words().subList(1, bySh.size() + 1))
        .as("the analyser: %s", command).isEqualTo(bySh);
  }

  /** The arguments {@code /bin/sh} gives program {@code p} of {@code command}. */
  private static List<String> shell(String command) throws IOException, InterruptedException {
    Process sh = new ProcessBuilder("/bin/sh", "-c",
        "p() { for a in \"$@\"; do printf '%s\\0' \"$a\"; done; }; " + command)
        .redirectErrorStream(true).start();
    String out = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(sh.waitFor()).isZero();
    return out.isEmpty() ? List.of() : Arrays.asList(out.split("\0", -1)).subList(0,
        out.split("\0", -1).length - 1);
  }
}
