package jsonmark.report.export;

import java.util.List;

/**
 * hyperfine's {@code --export-asciidoc} table, after what the claims say of an unfinished run,
 * as an {@code IMPORTANT:} paragraph each.
 */
public final class AsciidocExport extends MarkupTable {

  @Override
  String header() {
    return "[cols=\"<,>,>,>,>\"]\n|===";
  }

  @Override
  String mark(List<String> incomplete) {
    StringBuilder text = new StringBuilder();
    incomplete.forEach(why -> text.append("IMPORTANT: ").append(why).append("\n\n"));
    return text.toString();
  }

  @Override
  String row(List<String> cells) {
    return "\n| " + String.join(" \n| ", cells) + " \n";
  }

  @Override
  String divider() {
    return "";
  }

  @Override
  String footer() {
    return "|===\n";
  }

  @Override
  String command(String name) {
    return "`" + name + "`";
  }
}
