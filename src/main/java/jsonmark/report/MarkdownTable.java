package jsonmark.report;

import java.util.List;

/**
 * Lays out a Markdown table with every column padded to its widest cell: the first column
 * left-aligned (names), the others right-aligned (numbers). Pipes in cells are escaped.
 */
final class MarkdownTable {

  private MarkdownTable() {}

  static String render(List<String> header, List<List<String>> rows) {
    int[] widths = new int[header.size()];
    for (int column = 0; column < widths.length; column++) {
      widths[column] = Math.max(3, escape(header.get(column)).length());
      for (List<String> row : rows) {
        widths[column] = Math.max(widths[column], escape(row.get(column)).length());
      }
    }
    StringBuilder text = new StringBuilder();
    line(text, header, widths);
    text.append('|');
    for (int column = 0; column < widths.length; column++) {
      text.append(column == 0 ? ':' : '-')
          .append("-".repeat(widths[column]))
          .append(column == 0 ? '-' : ':')
          .append('|');
    }
    text.append('\n');
    for (List<String> row : rows) {
      line(text, row, widths);
    }
    return text.toString();
  }

  private static void line(StringBuilder text, List<String> cells, int[] widths) {
    text.append('|');
    for (int column = 0; column < widths.length; column++) {
      String cell = escape(cells.get(column));
      String padding = " ".repeat(widths[column] - cell.length());
      text.append(' ')
          .append(column == 0 ? cell + padding : padding + cell)
          .append(" |");
    }
    text.append('\n');
  }

  private static String escape(String cell) {
    return cell.replace("|", "\\|").replace("\n", " ");
  }
}
