package jsonmark.report.format;

import java.util.List;
import jsonmark.log.OneLine;

/**
 * Lays out a Markdown table with every column padded to its widest cell, each column aligned
 * left (text) or right (numbers). Pipes in cells are escaped, and what would break or reorder a
 * line ({@link OneLine}) is written as an escape.
 */
public final class MarkdownTable {

  private MarkdownTable() {}

  /** The first column left-aligned (names), the others right-aligned (numbers). */
  static String render(List<String> header, List<List<String>> rows) {
    return render(header, rows, "l" + "r".repeat(header.size() - 1));
  }

  /**
   * @param align one letter per column: {@code l} left, {@code r} right
   */
  public static String render(List<String> header, List<List<String>> rows, String align) {
    int[] widths = new int[header.size()];
    for (int column = 0; column < widths.length; column++) {
      widths[column] = Math.max(3, escape(header.get(column)).length());
      for (List<String> row : rows) {
        widths[column] = Math.max(widths[column], escape(row.get(column)).length());
      }
    }
    StringBuilder text = new StringBuilder();
    line(text, header, widths, align);
    text.append('|');
    for (int column = 0; column < widths.length; column++) {
      boolean left = align.charAt(column) == 'l';
      text.append(left ? ':' : '-')
          .append("-".repeat(widths[column]))
          .append(left ? '-' : ':')
          .append('|');
    }
    text.append('\n');
    rows.forEach(row -> line(text, row, widths, align));
    return text.toString();
  }

  private static void line(StringBuilder text, List<String> cells, int[] widths, String align) {
    text.append('|');
    for (int column = 0; column < widths.length; column++) {
      String cell = escape(cells.get(column));
      String padding = " ".repeat(widths[column] - cell.length());
      boolean left = align.charAt(column) == 'l';
      text.append(' ').append(left ? cell + padding : padding + cell).append(" |");
    }
    text.append('\n');
  }

  private static String escape(String cell) {
    return OneLine.escaped(cell.replace("\n", " ")).replace("|", "\\|");
  }
}
