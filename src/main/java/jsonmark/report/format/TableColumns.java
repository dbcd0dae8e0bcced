package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import jsonmark.report.Numbers;
import jsonmark.report.TerminalText;
import jsonmark.result.CommandSummary;

/**
 * A table built column by column, each column knowing when it may be left out to fit a
 * terminal: the results table is wider than a terminal as soon as it has a few runs, and a
 * terminal that wraps its lines shows no table at all.
 */
final class TableColumns {

  /** Never left out. */
  static final int KEPT = 0;

  /** The per-run columns, the first to be left out (the files keep them). */
  static final int PER_RUN = 1;

  /**
   * One column.
   *
   * @param header its name
   * @param cells one per row
   * @param align {@code l} left (text) or {@code r} right (numbers)
   * @param dropRank {@link #KEPT}, or the order in which it is left out to fit (lowest first)
   */
  record Column(String header, List<String> cells, char align, int dropRank) {
    Column {
      cells = List.copyOf(cells);
    }
  }

  private TableColumns() {}

  /** A left-aligned column that is never left out. */
  static Column text(String header, List<CommandSummary> rows,
      Function<CommandSummary, String> cell) {
    return new Column(header, rows.stream().map(cell).toList(), 'l', KEPT);
  }

  /** A right-aligned column, {@code n/a} where {@code cell} is empty. */
  static Column number(String header, List<CommandSummary> rows,
      Function<CommandSummary, Optional<String>> cell, int dropRank) {
    return new Column(header,
        rows.stream().map(c -> cell.apply(c).orElse(Numbers.NOT_AVAILABLE)).toList(), 'r',
        dropRank);
  }

  /** The rows, cell by cell. */
  static List<List<String>> rows(List<Column> columns) {
    List<List<String>> rows = new ArrayList<>();
    int count = columns.isEmpty() ? 0 : columns.get(0).cells().size();
    for (int row = 0; row < count; row++) {
      int r = row;
      rows.add(columns.stream().map(c -> c.cells().get(r)).toList());
    }
    return rows;
  }

  /** The whole table in Markdown. */
  static String render(List<Column> columns) {
    String align = columns.stream().map(c -> String.valueOf(c.align()))
        .collect(Collectors.joining());
    return MarkdownTable.render(columns.stream().map(Column::header).toList(), rows(columns),
        align);
  }

  /**
   * The table within {@code width} columns, never wrapped: columns that are n/a throughout are
   * left out first, then long texts are capped, then columns are left out rank by rank, then the
   * texts (long names, the {@code % time vs NAME} header) are cut in their middle down to
   * {@value #SHORTEST} columns and then to {@value #NARROW}; on a terminal narrower still, each
   * row is cut at the width. A line names what was left out.
   */
  static String fit(List<Column> columns, int width) {
    List<Column> shown = new ArrayList<>(columns);
    List<String> left = new ArrayList<>();
    int rank = PER_RUN;
    int highest = columns.stream().mapToInt(Column::dropRank).max().orElse(KEPT);
    String table = render(shown);
    if (widest(table) > width) {
      // First what says nothing: a column n/a on every row (cpu and mem without --profile).
      List<Column> empty = shown.stream().filter(c -> c.dropRank() != KEPT
          && c.cells().stream().allMatch(Numbers.NOT_AVAILABLE::equals)).toList();
      empty.forEach(c -> left.add(c.header() + " (n/a)"));
      shown.removeAll(empty);
      table = render(shown);
    }
    if (widest(table) > width) {
      // Then the long texts, before any figure: a long command used as its name.
      shown = new ArrayList<>(capped(shown, LONG_TEXT));
      table = render(shown);
    }
    while (widest(table) > width && rank <= highest) {
      int dropped = rank;
      List<String> headers = shown.stream().filter(c -> c.dropRank() == dropped)
          .map(Column::header).toList();
      if (dropped == PER_RUN && headers.size() > 2) {
        left.add(headers.get(0) + " to " + headers.get(headers.size() - 1));
      } else {
        left.addAll(headers);
      }
      shown.removeIf(c -> c.dropRank() == dropped);
      table = render(shown);
      rank++;
    }
    for (int shortest : new int[] {SHORTEST, NARROW}) {
      if (widest(table) > width) {
        shown = shortened(shown, widest(table) - width, shortest);
        table = render(shown);
      }
    }
    if (widest(table) > width) {
      // Narrower than the columns that are never left out: each row cut at the width rather
      // than wrapped, which would show no table at all.
      table = TerminalText.ends(table, width);
    }
    if (left.isEmpty()) {
      return table;
    }
    return table + "\nLeft out to fit " + width + " columns (summary.md, report.html and runs.csv"
        + " have them): " + String.join(", ", left) + "\n";
  }

  /** Headers and text cells are not cut shorter than this while a narrower cut can be spared. */
  static final int SHORTEST = 24;

  /** On a narrow terminal, headers and text cells are cut down to this before rows are cut. */
  static final int NARROW = 12;

  /** Text cells longer than this are cut before any column is left out. */
  static final int LONG_TEXT = 32;

  /** Headers longer than this too (a long baseline name in {@code % time vs NAME}). */
  static final int LONG_HEADER = 42;

  /**
   * {@code columns} with every text cell longer than {@code cap} and every header longer than
   * {@link #LONG_HEADER} cut in the middle.
   */
  static List<Column> capped(List<Column> columns, int cap) {
    return columns.stream().map(c -> new Column(middle(c.header(), Math.max(cap, LONG_HEADER)),
        c.align() == 'l' ? c.cells().stream().map(cell -> middle(cell, cap)).toList()
            : c.cells(), c.align(), c.dropRank()))
        .toList();
  }

  /**
   * {@code columns} with their longest texts (a long command used as its name, in its cell and
   * in the {@code % time vs} header) cut in the middle, until {@code excess} characters are
   * saved or every text is down to {@code shortest}.
   */
  static List<Column> shortened(List<Column> columns, int excess, int shortest) {
    List<Column> result = new ArrayList<>();
    int left = excess;
    for (Column c : columns) {
      int wide = Math.max(c.header().length(),
          c.cells().stream().mapToInt(String::length).max().orElse(0));
      int cap = Math.max(shortest, wide - left);
      if (cap >= wide) {
        result.add(c);
        continue;
      }
      left -= wide - cap;
      result.add(new Column(middle(c.header(), cap),
          c.cells().stream().map(cell -> middle(cell, cap)).toList(), c.align(), c.dropRank()));
    }
    return result;
  }

  /** {@code text} within {@code cap} characters, its middle replaced by {@code …} if need be. */
  static String middle(String text, int cap) {
    return TerminalText.middle(text, cap);
  }

  private static int widest(String table) {
    return TerminalText.widest(table);
  }
}
