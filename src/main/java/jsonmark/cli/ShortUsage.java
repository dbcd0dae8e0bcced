package jsonmark.cli;

import picocli.CommandLine;

/**
 * What a bare {@code jsonmark} prints: what is missing, in one line, and how each command is
 * called, in a few; the full help is one {@code --help} away.
 */
final class ShortUsage {

  private ShortUsage() {}

  static String text(CommandLine root) {
    StringBuilder text = new StringBuilder();
    text.append("jsonmark: nothing to run: give a --benchmark and at least one DESERIALIZER_CMD"
        + " containing $FILENAME\n");
    text.append("Usage: jsonmark --benchmark NAME [OPTIONS] DESERIALIZER_CMD...\n");
    text.append("   or: jsonmark COMMAND [OPTIONS]   (COMMAND: ")
        .append(String.join(", ", root.getSubcommands().keySet().stream()
            .filter(name -> !name.equals("help")).toList()))
        .append(")\n");
    text.append("Try 'jsonmark --help' or 'jsonmark help COMMAND' for more information.\n");
    return text.toString();
  }
}
