package jsonmark.report;

import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jsonmark.result.CommandResult;

/**
 * Groups commands by language for the charts' colours: the part of the {@code --name} before the
 * first {@code -} ({@code python-orjson} is python), or, for a command without a {@code --name}
 * (its name is its text), the command's program ({@code python3 main.py $FILENAME} is python3).
 */
final class Languages {

  /** Distinct colours, told apart also in greyscale by their lightness; reused past twelve. */
  private static final Color[] PALETTE = {
    new Color(31, 119, 180), new Color(255, 127, 14), new Color(44, 160, 44),
    new Color(214, 39, 40), new Color(148, 103, 189), new Color(140, 86, 75),
    new Color(227, 119, 194), new Color(127, 127, 127), new Color(188, 189, 34),
    new Color(23, 190, 207), new Color(57, 59, 121), new Color(99, 121, 57),
  };

  private final Map<String, Color> colours = new LinkedHashMap<>();

  /** The languages of {@code commands}, coloured in the order they first appear. */
  Languages(List<CommandResult> commands) {
    for (CommandResult command : commands) {
      colours.computeIfAbsent(of(command), l -> PALETTE[colours.size() % PALETTE.length]);
    }
  }

  /** The language of {@code command}. */
  static String of(CommandResult command) {
    String name = command.name();
    if (!name.equals(command.command())) {
      int dash = name.indexOf('-');
      return dash > 0 ? name.substring(0, dash) : name;
    }
    return program(command.command());
  }

  /** The program a shell command runs: its first word that is not a variable assignment. */
  static String program(String command) {
    for (String word : command.trim().split("\\s+")) {
      if (!word.isEmpty() && !word.matches("[A-Za-z_][A-Za-z0-9_]*=.*")) {
        String file = word.substring(word.lastIndexOf('/') + 1);
        return file.isEmpty() ? word : file;
      }
    }
    return command.trim();
  }

  Color colour(CommandResult command) {
    return colours.getOrDefault(of(command), PALETTE[0]);
  }

  /** Each language with its colour, in order of first appearance. */
  Map<String, Color> legend() {
    return new LinkedHashMap<>(colours);
  }

  /** {@code colour} mixed with white: the start-up share of a bar. */
  static Color light(Color colour) {
    return new Color(
        (colour.getRed() + 2 * 255) / 3,
        (colour.getGreen() + 2 * 255) / 3,
        (colour.getBlue() + 2 * 255) / 3);
  }
}
