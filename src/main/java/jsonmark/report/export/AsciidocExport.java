package jsonmark.report.export;

import java.util.List;

/** hyperfine's {@code --export-asciidoc} table. */
public final class AsciidocExport extends MarkupTable {

  @Override
  String header() {
    return "[cols=\"<,>,>,>,>\"]\n|===";
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
