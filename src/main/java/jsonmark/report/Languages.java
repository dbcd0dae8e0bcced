package jsonmark.report;

import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jsonmark.result.CommandSummary;

/**
 * The language of each command, for the charts' colours: read from the command text itself (the
 * interpreter it starts, or the folder of the binary it runs), never from its {@code --name}, so
 * that one language has one colour in every chart and every run; what no rule knows is "other".
 */
public final class Languages {

  /** The languages in the order of the legend, each with its fixed colour. */
  private static final Map<String, Color> PALETTE = palette();

  /** Past this the name of a program is no longer a language we know. */
  static final String OTHER = "other";

  private final Map<String, Color> present = new LinkedHashMap<>();

  /** The languages that {@code commands} use, in the legend's fixed order. */
  public Languages(List<CommandSummary> commands) {
    List<String> used = commands.stream().map(Languages::of).distinct().toList();
    PALETTE.forEach((language, colour) -> {
      if (used.contains(language)) {
        present.put(language, colour);
      }
    });
  }

  private static Map<String, Color> palette() {
    Map<String, Color> colours = new LinkedHashMap<>();
    // Distinct hues that also differ in lightness, so that they read in greyscale too.
    colours.put("python", new Color(31, 119, 180));
    colours.put("nodejs", new Color(44, 160, 44));
    colours.put("java", new Color(214, 39, 40));
    colours.put("rust", new Color(255, 127, 14));
    colours.put("cpp", new Color(148, 103, 189));
    colours.put("go", new Color(23, 190, 207));
    colours.put(OTHER, new Color(127, 127, 127));
    return colours;
  }

  /** The language of {@code command}, from its text. */
  public static String of(CommandSummary command) {
    return ofCommand(command.command());
  }

  /**
   * The language of a shell command: the first rule that matches one of its words, in order: an
   * interpreter's name (python, node, java, go run), then the folder of a binary it runs
   * ({@code deserializers/rust/...}, a cargo {@code target/} folder, {@code deserializers/cpp},
   * {@code deserializers/go}).
   */
  static String ofCommand(String command) {
    for (String word : command.trim().split("[\\s;&|()]+")) {
      String language = ofWord(word);
      if (!language.equals(OTHER)) {
        return language;
      }
    }
    return OTHER;
  }

  private static String ofWord(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    String file = lower.substring(lower.lastIndexOf('/') + 1);
    if (file.matches("python[0-9.]*|pypy[0-9.]*")) {
      return "python";
    }
    if (file.matches("node(js)?|bun|deno")) {
      return "nodejs";
    }
    if (file.equals("java")) {
      return "java";
    }
    if (file.equals("go") || lower.contains("deserializers/go/")) {
      return "go";
    }
    if (file.equals("cargo") || lower.contains("deserializers/rust/")
        || lower.contains("target/release/") || lower.contains("target/debug/")) {
      return "rust";
    }
    if (lower.contains("deserializers/cpp/")) {
      return "cpp";
    }
    return OTHER;
  }

  public Color colour(CommandSummary command) {
    return PALETTE.get(of(command));
  }

  /** Each language present, with its colour, in the fixed order. */
  public Map<String, Color> legend() {
    return new LinkedHashMap<>(present);
  }

  /** {@code colour} mixed with white: the start-up share of a bar. */
  public static Color light(Color colour) {
    return new Color(
        (colour.getRed() + 2 * 255) / 3,
        (colour.getGreen() + 2 * 255) / 3,
        (colour.getBlue() + 2 * 255) / 3);
  }
}
