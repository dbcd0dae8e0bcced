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

  /**
   * What the gate did: how many series it judged and what it found, then, plainly, how many it
   * could not judge and why, by reason; when it judged none, that the check passed for want of
   * evidence, not on it.
   */
  private static String sentence(List<Verdict> verdicts, Gate gate) {
    long regressions = verdicts.stream().filter(Verdict::regression).count();
    long few = count(verdicts, GateVerdict.Kind.TOO_FEW_POINTS);
    long noisy = count(verdicts, GateVerdict.Kind.TOO_NOISY);
    long gated = verdicts.size() - few - noisy;
    String pct = trim(gate.failPercent()) + " %";
    String head = gated == 0
        ? "Nothing was gated: none of the " + verdicts.size() + " series could be judged, so"
            + " the check passes for want of evidence, not on it (--require-gate fails it)."
        : regressions > 0
        ? regressions + " of " + gated + " series gated regressed by more than " + pct
            + ": the gate fails."
        : "No series regressed by more than " + pct + " (" + gated + " of " + verdicts.size()
            + " gated).";
    List<String> why = new ArrayList<>();
    if (few > 0) {
      why.add(few + " with too short a history (under " + gate.minPoints() + " complete runs"
          + " since the last change point)");
    }
    if (noisy > 0) {
      why.add(noisy + " with too noisy a history (its 99 % range is wider than ± " + pct + ")");
    }
    return why.isEmpty() ? head : head + " Not gated: " + String.join(" and ", why) + ".";
  }

  private static long count(List<Verdict> verdicts, GateVerdict.Kind kind) {
    return verdicts.stream().filter(v -> v.verdict().kind() == kind).count();
  }

  private static String trim(double value) {
    return value == Math.rint(value) ? String.valueOf((long) value)
        : String.format(Locale.ROOT, "%s", value);
  }
}
