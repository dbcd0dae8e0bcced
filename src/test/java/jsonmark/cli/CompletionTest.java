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
    assertThat(jsonmark("--help").out()).contains("generate-completion  Print a completion"
        + " script for bash (the default), zsh or");
    assertThat(jsonmark("generate-completion", "--help").out())
        .contains("source <(jsonmark generate-completion bash)").contains("bashcompinit")
        .contains("jsonmark generate-completion fish > ~/.config/fish/completions/jsonmark.fish");
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

  @Test
  void anUnknownOptionOrShellIsAUsageErrorNotAScript() {
    Outcome bogus = jsonmark("generate-completion", "--bogus");
    assertThat(bogus.status()).isEqualTo(2);
    assertThat(bogus.out()).isEmpty();
    assertThat(bogus.err()).isEqualTo("jsonmark: Unknown option: '--bogus'\n"
        + "Try 'jsonmark generate-completion --help' for more information.\n");
    Outcome typo = jsonmark("generate-completion", "bahs");
    assertThat(typo.status()).isEqualTo(2);
    assertThat(typo.out()).isEmpty();
    assertThat(typo.err()).startsWith("jsonmark: generate-completion writes a script for bash,"
        + " zsh or fish, not 'bahs'; did you mean 'bash'?\n");
    assertThat(jsonmark("generate-completion", "bash", "fish").status()).isEqualTo(2);
  }

  @Test
  void zshSourcesTheBashScriptThroughBashcompinit() {
    Outcome zsh = jsonmark("generate-completion", "zsh");
    assertThat(zsh.status()).isZero();
    assertThat(zsh.out()).isEqualTo(jsonmark("generate-completion", "bash").out());
  }

  @Test
  void bashOffersEveryOptionsValuesAsTheDocsWriteThemUnderStrictMode() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "no bash");
    Path script = tmp.resolve("jsonmark-completion.bash");
    Files.writeString(script, jsonmark("generate-completion", "bash").out());
    // compopt works only inside a completion that bash itself started: stand in for it.
    String output = bash("source \"$1\" || exit 9; set -euo pipefail; compopt() { :; };"
        + " cw() { COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); COMP_LINE=\"$*\";"
        + " COMP_POINT=${#COMP_LINE}; COMPREPLY=(); _complete_jsonmark;"
        + " echo \"${COMPREPLY[*]}\"; };"
        + " cw jsonmark --benchmark ''; cw jsonmark --serializer ''; cw jsonmark --measure '';"
        + " cw jsonmark --style ''; cw jsonmark --order ''; cw jsonmark --sort '';"
        + " cw jsonmark -u ''; cw jsonmark -S ''; cw jsonmark serializers -b S;"
        + " cw jsonmark compare --measure i; cw jsonmark generate-completion ''",
        script);
    assertThat(output.lines().toList()).containsExactly(
        "Simple1Benchmark Twitter1Benchmark Canada1Benchmark Citm1Benchmark all",
        "jackson gson fastjson2 dsl-json",
        "time instructions both",
        "auto basic full nocolor color none",
        "interleaved sequential",
        "auto command mean-time",
        "millisecond second microsecond",
        "auto always none",
        "Simple1Benchmark",
        "instructions",
        "bash zsh fish");
  }

  @Test
  void fishCompletesTheSameValuesAndTheSubcommands() throws Exception {
    String text = jsonmark("generate-completion", "fish").out();
    String root = "complete -c jsonmark -n 'not __fish_seen_subcommand_from conformance"
        + " serializers compare validate cache plan merge history generate-completion help'";
    assertThat(text.lines().toList())
        .contains("complete -c jsonmark -n '__fish_use_subcommand' -f -a 'generate-completion'"
            + " -d 'Print a completion script for bash (the default), zsh or fish'")
        .contains(root + " -l profile -d 'Sample CPU and memory of each run\\'s process tree'")
        .anyMatch(l -> l.startsWith(root + " -s u -l time-unit -x -a 'millisecond second"
            + " microsecond' -d 'As hyperfine: "))
        .anyMatch(l -> l.startsWith(root + " -s p -l prepare -x -d 'As hyperfine: "))
        .anyMatch(l -> l.startsWith(root + " -l cache-dir -r -F -d "));
    Path fish = Path.of("/usr/bin/fish");
    assumeTrue(Files.isExecutable(fish), "no fish: the text above is what it would read");
    Path script = tmp.resolve("jsonmark.fish");
    Files.writeString(script, text);
    Process p = new ProcessBuilder(fish.toString(), "-c", "source $argv[1];"
        + " for line in 'jsonmark --sort ' 'jsonmark --benchmark C' 'jsonmark -u mi'"
        + " 'jsonmark generate-completion ' 'jsonmark serializers --serializer g'"
        + " 'jsonmark history ' 'jsonmark history show --me' 'jsonmark history check --req';"
        + " complete -C $line | string replace -r '\\t.*' ''; echo ==; end", script.toString())
        .redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(output).isZero();
    assertThat(output).isEqualTo("auto\ncommand\nmean-time\n==\n"
        + "Canada1Benchmark\nCitm1Benchmark\n==\nmicrosecond\nmillisecond\n==\n"
        + "bash\nfish\nzsh\n==\ngson\n==\ncheck\nimport\nrebuild\nshow\n==\n"
        + "--measure\n==\n--require-gate\n==\n");
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
