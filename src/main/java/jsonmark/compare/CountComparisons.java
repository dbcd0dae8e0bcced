package jsonmark.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.compare.CompareReport.CountDelta;
import jsonmark.compare.CompareReport.CountRow;
import jsonmark.compare.CompareReport.Counts;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import jsonmark.stats.CountRatio;
import jsonmark.stats.CountStatistics;

/**
 * The instruction counts of commands paired across folders, and each change against the base:
 * the same ratio and interval as a run's own table ({@link CountRatio}), so that "no difference"
 * means within the spread measured in either folder.
 */
final class CountComparisons {

  private CountComparisons() {}

  /**
   * The row of one command, given its runs in each folder (empty where absent); empty when the
   * base has no count for it.
   */
  static Optional<CountRow> row(String name, List<Optional<CommandSummary>> cells,
      List<Folder> folders) {
    List<Counts> counts = cells.stream()
        .map(c -> c.flatMap(CommandSummary::instructions).map(CountComparisons::counts)
            .orElse(null))
        .toList();
    if (counts.get(0) == null) {
      return Optional.empty();
    }
    long[] old = RunResult.counts(cells.get(0).get().runs());
    List<CountDelta> changes = new ArrayList<>();
    for (int j = 1; j < cells.size(); j++) {
      long[] now = counts.get(j) == null ? null : RunResult.counts(cells.get(j).get().runs());
      changes.add(now == null ? null : delta(folders.get(j).label(), CountRatio.of(now, old),
          now.length > 1 && old.length > 1));
    }
    return Optional.of(new CountRow(name, counts, changes));
  }

  /** The counts as the folder stored them: the same figures its own count table shows. */
  private static Counts counts(CountStatistics s) {
    return new Counts(s.runs(), s.mean(), s.spreadPercent(), s.exact().orElse(false));
  }

  /**
   * The change {@code r}; with one run in either folder ({@code spreadKnown} false) its spread is
   * unknown, so the change is shown but never called significant: verdict {@code ?}.
   */
  private static CountDelta delta(String against, CountRatio r, boolean spreadKnown) {
    boolean significant = spreadKnown && r.significant();
    String verdict = !spreadKnown ? "?" : !significant ? "~" : r.ratio() > 1 ? "more" : "fewer";
    return new CountDelta(against, r.changePercent(), 100 * (r.low() - 1), 100 * (r.high() - 1),
        significant, verdict);
  }
}
