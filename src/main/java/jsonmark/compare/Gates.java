package jsonmark.compare;

import java.util.ArrayList;
import java.util.List;
import jsonmark.compare.CompareReport.Gate;
import jsonmark.result.Measure;
import jsonmark.result.RunState;

/**
 * Decides --fail-on-regression once, from the comparison's verdicts, for every view and the exit
 * status: it fails on a command called slower (or, comparing counts, executing more
 * instructions) by more than the limit, and is not applied to a folder whose run did not finish
 * unless --allow-incomplete, nor to times when the host's speed changed so much that no change in
 * time could be called (every such row reads {@code ?}): a gate that judged nothing does not pass.
 */
final class Gates {

  private Gates() {}

  static Gate of(CompareReport report, double limitPercent, boolean allowIncomplete) {
    List<String> partial = report.folders().stream()
        .filter(f -> f.incomplete().stream().anyMatch(why -> why.contains(RunState.PARTIAL)))
        .map(f -> f.label() + " (" + f.path() + ")").toList();
    if (!partial.isEmpty()) {
      // Even --allow-incomplete: what the missing parts would have shown is unknown.
      return new Gate("not gated", limitPercent, List.of("not gating: "
          + String.join(", ", partial) + " was merged without some of its parts"
          + " (--allow-partial); merge every part to gate on it"));
    }
    List<String> unfinished = report.folders().stream().filter(f -> !f.complete())
        .map(f -> f.label() + " (" + f.path() + ")").toList();
    if (!unfinished.isEmpty() && !allowIncomplete) {
      // A gate on part of a run would pass or fail on what was not measured.
      return new Gate("not gated", limitPercent, List.of("not gating: "
          + String.join(", ", unfinished) + " did not run to its end; run it again, or pass"
          + " --allow-incomplete to gate on what it measured"));
    }
    Measure compared = Measure.of(report.measure());
    List<String> declined = report.benchmarks().stream().flatMap(t -> t.host().stream()
        .filter(h -> h.method().equals("declined"))
        .map(h -> t.benchmark() + " (" + h.against() + ": " + h.why() + ")")).toList();
    if (compared.times() && !declined.isEmpty()) {
      return new Gate("not gated", limitPercent, List.of("not gating: no change in time could be"
          + " called in " + String.join(", ", declined) + "; gate on instruction counts"
          + " (--measure instructions), which the host's speed does not move"));
    }
    String limit = Cells.percent(limitPercent).substring(1);
    List<String> reasons = new ArrayList<>();
    List<String> passes = new ArrayList<>();
    if (compared.times()) {
      reason(reasons, "significantly slower by more than " + limit,
          Regressions.over(report, limitPercent));
      passes.add("no command significantly slower by more than " + limit);
    }
    if (compared.counts()) {
      reason(reasons, "significantly more instructions, by more than " + limit,
          Regressions.moreInstructions(report, limitPercent));
      passes.add("no command executes significantly more instructions, by more than " + limit);
    }
    return reasons.isEmpty() ? new Gate("passed", limitPercent, passes)
        : new Gate("failed", limitPercent, reasons);
  }

  private static void reason(List<String> reasons, String what, List<String> commands) {
    if (!commands.isEmpty()) {
      reasons.add(what + ": " + String.join(", ", commands));
    }
  }

  /**
   * The verdict in one line, as every view says it first: {@code Gate (--fail-on-regression
   * 10.0%): FAILED: significantly slower by more than 10.0%: ...}.
   */
  static String line(Gate gate) {
    String head = "Gate (--fail-on-regression " + Cells.percent(gate.limitPercent()).substring(1)
        + "): " + gate.verdict().toUpperCase(java.util.Locale.ROOT);
    return head + ": " + String.join("; ", gate.reasons());
  }
}
