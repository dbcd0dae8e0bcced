package jsonmark.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import jsonmark.report.ReadableTime;
import jsonmark.report.format.MarkdownTable;

/**
 * {@code jsonmark history show}: for each line, its last points with their intervals, the
 * change points marked, then each change point with what else changed between its two sides.
 */
public final class ShowText {

  private ShowText() {}

  /** The text of {@code analyses}, at most {@code last} points of each. */
  public static String render(List<Analysis> analyses, int last) {
    StringBuilder text = new StringBuilder();
    for (Analysis analysis : analyses) {
      Line line = analysis.line();
      String measure = line.key().measure();
      text.append("## ").append(line.title()).append('\n');
      text.append(line.points().get(0).run().machine().facts()).append("\n\n");
      Set<String> changed = analysis.changes().stream().map(c -> c.after().run().runId())
          .collect(Collectors.toSet());
      List<List<String>> rows = new ArrayList<>();
      List<StoredPoint> points = line.points();
      for (StoredPoint p : points.subList(Math.max(0, points.size() - last), points.size())) {
        rows.add(List.of(ReadableTime.of(p.run().startedAt()),
            p.run().commit().map(c -> c.length() > 12 ? c.substring(0, 12) : c).orElse(""),
            Figures.of(p.value(), measure),
            Figures.of(p.low(), measure) + " – " + Figures.of(p.high(), measure),
            p.run().complete() ? "" : p.run().state() + " (not evidence)",
            changed.contains(p.run().runId()) ? "◆ change point" : ""));
      }
      if (points.size() > last) {
        text.append("The last ").append(last).append(" of ").append(points.size())
            .append(" runs (--last N shows more):\n\n");
      }
      text.append(MarkdownTable.render(List.of("started", "commit", "value",
          measure.equals("time") ? "95 % interval" : "range", "state", ""), rows, "llrrll"));
      text.append('\n');
      if (analysis.changes().isEmpty()) {
        text.append("No change point over ").append(line.evidence().size())
            .append(" complete runs.\n\n");
      } else {
        for (Change change : analysis.changes()) {
          text.append("- ").append(describe(change, measure)).append('\n');
        }
        text.append('\n');
      }
    }
    return text.toString();
  }

  /** One change point in a sentence: when, how much, how sure, and what else changed. */
  static String describe(Change change, String measure) {
    return String.format(java.util.Locale.ROOT, "%s: %s → %s (%s, p %.2g)%s; %s",
        ReadableTime.of(change.after().run().startedAt()),
        Figures.of(change.point().before(), measure), Figures.of(change.point().after(), measure),
        Figures.percent(change.point().percent()), change.point().pValue(),
        change.point().confirmed() ? "" : ", unconfirmed (fewer than 3 runs after it)",
        change.alsoChanged().isEmpty() ? "nothing else recorded changed"
            : "also changed: " + String.join("; ", change.alsoChanged()));
  }
}
