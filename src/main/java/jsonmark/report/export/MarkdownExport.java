package jsonmark.report.export;

import java.util.List;

/** hyperfine's {@code --export-markdown} table. */
public final class MarkdownExport extends MarkupTable {

  @Override
  String row(List<String> cells) {
    return "| " + String.join(" | ", cells) + " |\n";
  }

  @Override
  String divider() {
    return "|:---|---:|---:|---:|---:|\n";
  }

  @Override
  String command(String name) {
    return "`" + name + "`";
  }
}
