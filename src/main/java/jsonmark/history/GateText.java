package jsonmark.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jsonmark.report.format.MarkdownTable;
import jsonmark.stats.changes.GateVerdict;

/** The gate's verdicts as a table, then one plain sentence for the whole run. */
public final class GateText {

  private GateText() {}

  /** The table and the sentence. */
  public static String render(List<Verdict> verdicts, Gate gate) {
    List<List<String>> rows = new ArrayList<>();
    for (Verdict v : verdicts) {
      String measure = v.point().series().measure();
      GateVerdict g = v.verdict();
      rows.add(List.of(v.point().series().commandName(), measure,
          Figures.of(v.point().value(), measure),
          Double.isNaN(g.lower()) ? "n/a"
              : Figures.of(g.lower(), measure) + " – " + Figures.of(g.upper(), measure),
          Double.isNaN(g.changePercent()) ? "n/a" : Figures.percent(g.changePercent()),
          g.points() + " since " + v.since(), words(g.kind(), gate)));
    }
    String table = MarkdownTable.render(List.of("command", "measure", "value",
        "expected range", "vs recent mean", "recent runs", "verdict"), rows, "llrrrll");
    return table + "\n" + sentence(verdicts, gate) + "\n";
  }

  private static String words(GateVerdict.Kind kind, Gate gate) {
    return switch (kind) {
      case REGRESSION -> "REGRESSION";
      case IMPROVEMENT -> "improvement";
      case WITHIN -> "within";
      case TOO_FEW_POINTS -> "not gated: fewer than " + gate.minPoints() + " runs";
      case TOO_NOISY -> String.format(Locale.ROOT, "not gated: its range is wider than ± %s %%",
          trim(gate.failPercent()));
    };
  }

  private static String sentence(List<Verdict> verdicts, Gate gate) {
    long regressions = verdicts.stream().filter(Verdict::regression).count();
    long ungated = verdicts.stream().filter(v -> v.verdict().kind() == GateVerdict.Kind
        .TOO_FEW_POINTS || v.verdict().kind() == GateVerdict.Kind.TOO_NOISY).count();
    String head = regressions > 0
        ? regressions + " of " + verdicts.size() + " series regressed by more than "
            + trim(gate.failPercent()) + " %: the gate fails."
        : "No series regressed by more than " + trim(gate.failPercent()) + " %.";
    if (ungated == 0) {
      return head;
    }
    return head + " " + ungated + " of " + verdicts.size() + " could not be gated: their"
        + " history is too short (under " + gate.minPoints() + " complete runs since the last"
        + " change point) or too noisy (its 99 % range is wider than ± "
        + trim(gate.failPercent()) + " %), so they were not judged.";
  }

  private static String trim(double value) {
    return value == Math.rint(value) ? String.valueOf((long) value)
        : String.format(Locale.ROOT, "%s", value);
  }
}
