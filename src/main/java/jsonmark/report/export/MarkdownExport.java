package jsonmark.report.export;

import java.util.List;

/** hyperfine's {@code --export-markdown} table, after what the claims say of an unfinished run. */
public final class MarkdownExport extends MarkupTable {

  @Override
  String row(List<String> cells) {
    return "| " + String.join(" | ", cells) + " |\n";
  }

  @Override
  String mark(List<String> incomplete) {
    StringBuilder text = new StringBuilder();
    incomplete.forEach(why -> text.append("> **").append(why).append("**\n\n"));
    return text.toString();
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
