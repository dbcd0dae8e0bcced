package jsonmark.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * {@code jsonmark generate-completion}, picocli's bash and zsh completion script: listed in
 * {@code --help} (picocli hides it), with how to install it in place of the run's footer.
 */
final class Completion {

  static final String NAME = "generate-completion";

  private Completion() {}

  static void configure(CommandLine root) {
    UsageMessageSpec usage = root.getSubcommands().get(NAME).getCommandSpec().usageMessage();
    usage.hidden(false);
    usage.optionListHeading("%nOptions:%n");
    usage.description("Print a bash and zsh completion script for jsonmark (picocli's).");
    usage.footer(
        "bash: add this line to ~/.bashrc:",
        "  source <(jsonmark generate-completion)",
        "zsh: add these lines to ~/.zshrc:",
        "  autoload -U +X compinit && compinit",
        "  autoload -U +X bashcompinit && bashcompinit",
        "  source <(jsonmark generate-completion)");
  }
}
