package jsonmark.plan;

import java.util.List;

/**
 * The hyperfine exports asked for ({@code --export-json}, {@code --export-markdown}, ...): each a
 * format and where it goes, {@code -} meaning standard output, where then nothing else goes.
 *
 * @param targets the exports, in the order of their options
 */
public record Exports(List<Target> targets) {

  /** The destination that means standard output. */
  public static final String STDOUT = "-";

  /**
   * An export format: hyperfine's JSON in its 1.x or newer (schema 2) layout, or one of its
   * tables; each with the option that asks for it and its name in messages.
   */
  public enum Format {
    JSON("--export-json", "JSON"), JSON_V2("--export-json", "JSON"),
    MARKDOWN("--export-markdown", "Markdown"), CSV("--export-csv", "CSV"),
    ASCIIDOC("--export-asciidoc", "AsciiDoc");

    private final String option;
    private final String label;

    Format(String option, String label) {
      this.option = option;
      this.label = label;
    }

    /** The option that asks for it ({@code --export-json}). */
    public String option() {
      return option;
    }

    /** Its name in messages ({@code Markdown}). */
    public String label() {
      return label;
    }
  }

  /** One export: its format and its file, or {@code -}. */
  public record Target(Format format, String destination) {

    /** Whether it goes to standard output. */
    public boolean toStdout() {
      return STDOUT.equals(destination);
    }
  }

  public Exports {
    targets = List.copyOf(targets);
  }

  /** No export. */
  public static Exports none() {
    return new Exports(List.of());
  }

  /** Whether an export goes to standard output, which then holds nothing else. */
  public boolean toStdout() {
    return targets.stream().anyMatch(Target::toStdout);
  }
}
