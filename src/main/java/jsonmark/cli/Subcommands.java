package jsonmark.cli;

import java.util.Optional;
import picocli.CommandLine;

/** A first word that misspells a subcommand, such as {@code conformence}, named as such. */
final class Subcommands {

  private Subcommands() {}

  /**
   * The message for {@code word} when it is not a subcommand of {@code root} but close to one; a
   * word with spaces or {@code $FILENAME} is a deserializer command, never a misspelling.
   */
  static Optional<String> misspelt(CommandLine root, String word) {
    if (word.startsWith("-") || word.isBlank() || word.strip().contains(" ")
        || word.contains("$") || root.getSubcommands().containsKey(word)) {
      return Optional.empty();
    }
    return DidYouMean.near(word.strip(), root.getSubcommands().keySet()).stream()
        .findFirst()
        .map(name -> "'" + word.strip() + "' is not a command of jsonmark; did you mean '" + name
            + "'? (jsonmark " + name + " --help)");
  }
}
