package jsonmark.progress;

import java.util.List;
import java.util.function.UnaryOperator;
import jsonmark.report.TerminalText;

/**
 * The live line's parts, {@code [#####     ] 5 of 20 runs, about 12 s left; 2 more benchmarks
 * after this | rust run 6/20: 1.5 s}, fitted into the terminal's width at each draw. A line that
 * wraps is redrawn on its last row only, and its first rows stay on the screen; and a line that
 * fills the last column wraps on some terminals. So the line is kept within the width less one
 * column, its parts giving way in this order until it fits:
 *
 * <ol>
 *   <li>what comes after this benchmark ({@code ; 2 more benchmarks after this}) is left out;
 *   <li>the current run's label (the command's name first) is cut in its middle, down to {@value
 *       #SHORTEST_LABEL} columns;
 *   <li>the bar is left out (the runs done of those planned say the same);
 *   <li>the time left is left out;
 *   <li>the current run is left out, its label and its time;
 *   <li>what remains is cut at its end.
 * </ol>
 *
 * @param bar the bar, coloured or not; empty for none
 * @param runs the runs done of those planned; empty before the first is planned
 * @param left the time left, or {@code done}
 * @param later what comes after this benchmark, or empty
 * @param label what is running now (the command's name, the run's number), or empty
 * @param time how long it has run so far, with its unit (or its rate); empty for none
 */
record LiveLine(String bar, String runs, String left, String later, String label, String time) {

  /** The current run's label is never cut shorter than this. */
  static final int SHORTEST_LABEL = 16;

  /** Nothing yet: no progress, no run. */
  static final LiveLine EMPTY = new LiveLine("", "", "", "", "", "");

  /** The bar's width in characters. */
  static final int BAR = 20;

  /** {@code [#####               ]}: {@code done} of {@code planned} filled, cyan when coloured. */
  static String bar(long done, long planned, boolean colour) {
    int filled = planned <= 0 ? BAR : (int) Math.min(BAR, BAR * done / planned);
    String bar = "#".repeat(filled) + " ".repeat(BAR - filled);
    return "[" + (colour ? "\033[36m" + bar + "\033[0m" : bar) + "]";
  }

  /** This progress with {@code label} running for {@code time}. */
  LiveLine running(String label, String time) {
    return new LiveLine(bar, runs, left, later, label, time);
  }

  /** The whole line, nothing left out. */
  String text() {
    StringBuilder progress = new StringBuilder();
    if (!runs.isEmpty()) {
      progress.append(bar.isEmpty() ? "" : bar + " ").append(runs)
          .append(left.isEmpty() ? "" : ", " + left).append(later.isEmpty() ? "" : "; " + later);
    }
    if (label.isEmpty()) {
      return progress.toString();
    }
    String run = time.isEmpty() ? label : label + ": " + time;
    return progress.length() == 0 ? run : progress + " | " + run;
  }

  /** The line within {@code width} columns less one, its parts left out in the stated order. */
  String fit(int width) {
    int room = Math.max(1, width - 1);
    List<UnaryOperator<LiveLine>> steps = List.of(
        l -> new LiveLine(l.bar, l.runs, l.left, "", l.label, l.time),
        l -> l, // from here on the label is cut, as much as the rest leaves it room for
        l -> new LiveLine("", l.runs, l.left, l.later, l.label, l.time),
        l -> new LiveLine(l.bar, l.runs, "", l.later, l.label, l.time),
        l -> new LiveLine(l.bar, l.runs, l.left, l.later, "", ""));
    LiveLine line = this;
    for (int step = 0; ; step++) {
      LiveLine shown = step >= 2 ? line.labelCut(room) : line;
      if (excess(shown, room) <= 0 || step == steps.size()) {
        return TerminalText.end(shown.text(), room);
      }
      line = steps.get(step).apply(line);
    }
  }

  /** This line with its label cut in its middle to fit {@code room}, to no fewer than 16 columns. */
  private LiveLine labelCut(int room) {
    int cap = Math.max(SHORTEST_LABEL, TerminalText.width(label) - excess(this, room));
    return new LiveLine(bar, runs, left, later, TerminalText.middle(label, cap), time);
  }

  /** By how many columns {@code line} is wider than {@code room}. */
  private static int excess(LiveLine line, int room) {
    return TerminalText.width(line.text()) - room;
  }
}
