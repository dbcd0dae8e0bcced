package jsonmark.compare;

import java.util.List;
import java.util.Locale;
import jsonmark.compare.CompareReport.Host;

/**
 * The host's table of a benchmark, in every view alike: for each folder compared with the base,
 * how the host's reference workload changed and what compare did about it.
 */
final class HostCells {

  /** What the host table shows, said above it. */
  static final String LEGEND = "Host: a fixed CPU loop timed once per round in each run; its"
      + " change between two runs is the host's speed changing. normalised: the time changes are"
      + " net of it; steady: it did not change measurably, the changes are left as measured; declined: it"
      + " changed by more than " + Cells.percent(HostDrift.DECLINE_PERCENT).substring(1)
      + ", so no time change is called (?); none: a run did not time it, nothing was done.";

  private HostCells() {}

  static List<String> header() {
    return List.of("host", "done", "reference change", "95% interval", "p");
  }

  static String align() {
    return "llrlr";
  }

  static List<List<String>> rows(CompareReport report, CompareReport.Table table) {
    String base = report.folders().get(0).label();
    return table.host().stream().map(h -> List.of(h.against() + " vs " + base, h.method(),
        h.changePercent() == null ? "n/a" : Cells.percent(h.changePercent()),
        h.lowPercent() == null ? "" : "[" + Cells.percent(h.lowPercent()) + ", "
            + Cells.percent(h.highPercent()) + "]",
        p(h))).toList();
  }

  private static String p(Host h) {
    if (h.p() == null) {
      return "n/a";
    }
    return h.p() < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", h.p());
  }
}
