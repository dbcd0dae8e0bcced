package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import jsonmark.cli.MainTest.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompletionTest {

  @TempDir Path tmp;

  @Test
  void generateCompletionPrintsABashCompletionScriptForJsonmark() {
    Outcome o = jsonmark("generate-completion");
    assertThat(o.status()).isZero();
    assertThat(o.err()).isEmpty();
    assertThat(o.out()).startsWith("#!/usr/bin/env bash")
        .contains("complete -F _complete_jsonmark -o default jsonmark");
  }

  @Test
  void theHelpListsItAndSaysHowToInstallIt() {
    assertThat(jsonmark("--help").out()).contains("generate-completion  Print a bash and zsh");
    assertThat(jsonmark("generate-completion", "--help").out())
        .contains("source <(jsonmark generate-completion)").contains("bashcompinit");
  }

  @Test
  void bashSourcesTheScriptAndCompletesAnOptionAndASubcommand() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "no bash");
    Path script = tmp.resolve("jsonmark-completion.bash");
    Files.writeString(script, jsonmark("generate-completion").out());
    String output = bash("source \"$1\" || exit 9; complete -p jsonmark;"
        + " complete_words() { COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1));"
        + " COMP_LINE=\"$*\"; COMP_POINT=${#COMP_LINE}; COMPREPLY=();"
        + " _complete_jsonmark 2>/dev/null; echo \"${COMPREPLY[*]}\"; };"
        + " complete_words jsonmark --export-j; complete_words jsonmark generate-c",
        script);
    assertThat(output.lines().toList()).containsExactly(
        "complete -o default -F _complete_jsonmark jsonmark",
        "--export-json --export-json-schema",
        "generate-completion");
  }

  private static String bash(String code, Path script) throws Exception {
    Process bash = new ProcessBuilder("/bin/bash", "-c", code, "bash", script.toString())
        .redirectErrorStream(true).start();
    String output = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(bash.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(bash.exitValue()).as(output).isZero();
    return output;
  }
}
