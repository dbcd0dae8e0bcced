package jsonmark.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code jsonmark generate-completion [bash|zsh|fish]}: a completion script for the shell, as
 * hyperfine ships one for each. bash's and zsh's are picocli's, each option's values under a name
 * of its own; fish's is {@link FishCompletion}'s.
 */
@Command(
    name = Completion.NAME,
    description = "Print a completion script for bash (the default), zsh or fish.",
    footer = {
      "bash: add this line to ~/.bashrc:",
      "  source <(jsonmark generate-completion bash)",
      "zsh: add these lines to ~/.zshrc:",
      "  autoload -U +X compinit && compinit",
      "  autoload -U +X bashcompinit && bashcompinit",
      "  source <(jsonmark generate-completion zsh)",
      "fish: write it where fish looks:",
      "  jsonmark generate-completion fish > ~/.config/fish/completions/jsonmark.fish"
    })
final class Completion implements Callable<Integer> {

  static final String NAME = "generate-completion";

  /** The shells a script is written for. */
  static final List<String> SHELLS = List.of("bash", "zsh", "fish");

  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Parameters(
      arity = "0..1",
      paramLabel = "SHELL",
      completionCandidates = ShellNames.class,
      description = "bash, zsh or fish (default: bash).")
  String shell = "bash";

  /** {@link #SHELLS}, for completion of the subcommand's own argument. */
  static final class ShellNames extends java.util.ArrayList<String> {
    private static final long serialVersionUID = 1L;

    ShellNames() {
      super(SHELLS);
    }
  }

  @Override
  public Integer call() {
    String chosen = shell.strip().toLowerCase(Locale.ROOT);
    if (!SHELLS.contains(chosen)) {
      throw new ParameterException(spec.commandLine(), NAME + " writes a script for bash, zsh or"
          + " fish, not '" + shell + "'" + DidYouMean.suggestion(chosen, SHELLS));
    }
    var root = spec.root().commandLine();
    String script = chosen.equals("fish") ? FishCompletion.script(root.getCommandSpec())
        : bash(AutoComplete.bash(root.getCommandName(), root));
    spec.commandLine().getOut().print(script);
    spec.commandLine().getOut().flush();
    return 0;
  }

  /** A declaration of the values of an option, as picocli names it: by the option's label. */
  private static final Pattern VALUES =
      Pattern.compile("local (\\w+)_option_args=(\\(.*\\)) # (--[\\w-]+) values");

  /**
   * picocli's bash script with each option's values under the option's own name: picocli names
   * them by the option's label, so two options of one label ({@code --benchmark NAME} and
   * {@code --serializer NAME}) both offered the second one's values.
   */
  static String bash(String script) {
    StringBuilder out = new StringBuilder();
    Matcher declaration = VALUES.matcher(script);
    while (declaration.find()) {
      declaration.appendReplacement(out, Matcher.quoteReplacement("local "
          + variable(declaration.group(3)) + "=" + declaration.group(2) + " # "
          + declaration.group(3) + " values"));
    }
    declaration.appendTail(out);
    Matcher use = USE.matcher(out.toString());
    StringBuilder used = new StringBuilder();
    while (use.find()) {
      use.appendReplacement(used, Matcher.quoteReplacement(use.group(1)
          + variable(use.group(2)) + "[@]"));
    }
    use.appendTail(used);
    return used.toString();
  }

  /** A case branch of an option and the values it offers, up to the variable's name. */
  private static final Pattern USE = Pattern.compile(
      "((?:'-[\\w]'\\|)?'(--[\\w-]+)'\\)\\s+local IFS=\\$'\\\\n'\\s+COMPREPLY=\\( \\$\\("
          + " compReplyArray \"\\$\\{)\\w+_option_args\\[@\\]");

  private static String variable(String option) {
    return option.substring(2).replace('-', '_') + "_option_args";
  }
}
