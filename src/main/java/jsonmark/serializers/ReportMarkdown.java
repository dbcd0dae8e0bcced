package jsonmark.serializers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jsonmark.report.format.MarkdownTable;
import jsonmark.report.ReadableTime;

/** {@code summary.md}: the settings, environment, equivalence check and throughput table. */
final class ReportMarkdown {

  private ReportMarkdown() {}

  static String render(ThroughputReport report, List<ThroughputTable.Row> rows) {
    ThroughputReport.JmhSetup s = report.settings();
    StringBuilder text = new StringBuilder();
    text.append(
        String.format(
            Locale.ROOT,
            "# Serializer throughput: %s, %,d records%n%n"
                + "%s. JMH %s: %d fork(s) × %d measured iterations of %s after %d warm-up"
                + " iterations, fork JVM args `%s`.%n%n",
            s.benchmark(),
            s.records(),
            ReadableTime.of(report.started()),
            s.jmhVersion(),
            s.forks(),
            s.iterations(),
            s.iterationTime(),
            s.warmupIterations(),
            String.join(" ", s.forkJvmArgs())));
    text.append("## Environment\n\n").append(report.environment().toMarkdown()).append('\n');
    text.append("## Output equivalence\n\n").append(equivalence(report)).append('\n');
    text.append("## Throughput\n\n");
    long planned = report.checks().stream().filter(ThroughputReport.Check::passed).count()
        * Variant.values().length;
    if (rows.size() < planned) {
      text.append(String.format(Locale.ROOT, "**Measured so far: %d of %d benchmarks**"
          + " (serializer × variant). This file is rewritten as each one ends, so a run stopped"
          + " early keeps these.%n%n", rows.size(), planned));
    }
    text.append(table(rows)).append('\n');
    text.append(
        "MB/s is 10^6 bytes of JSON Lines written per second; σ is the standard deviation of the"
            + " measured iterations; error is JMH's half-width of the 99.9% confidence interval of"
            + " the mean. *Relative* compares each serializer with the fastest of the same variant:"
            + " fresh buffer (a new output buffer per operation, the fair comparison) or reused"
            + " buffer (reset and reused, as a production loop would).\n");
    return text.toString();
  }

  /** The throughput table alone, as it is also printed. */
  static String table(List<ThroughputTable.Row> rows) {
    List<List<String>> cells = new ArrayList<>();
    rows.forEach(row -> cells.add(ThroughputTable.cells(row)));
    return MarkdownTable.render(ThroughputTable.HEADER, cells, "llrrrrl");
  }

  /** Sizes side by side, who was rejected and why, and what makes the sizes differ. */
  static String equivalence(ThroughputReport report) {
    List<List<String>> cells = new ArrayList<>();
    for (ThroughputReport.Check check : report.checks()) {
      cells.add(
          List.of(
              check.serializer(),
              check.library(),
              String.format(Locale.ROOT, "%,d", check.outputBytes()),
              check.serializer().equals(report.reference())
                  ? "(reference)"
                  : check.passed()
                      ? String.format(Locale.ROOT, "%+,d", check.bytesVsReference())
                      : "",
              check.passed() ? "yes" : "**no**: " + check.problem()));
    }
    StringBuilder text =
        new StringBuilder(
            MarkdownTable.render(
                List.of(
                    "serializer",
                    "library",
                    "output bytes",
                    "vs " + report.reference(),
                    "equal values"),
                cells,
                "llrrl"));
    for (ThroughputReport.Check check : report.checks()) {
      if (check.passed() && (check.linesDiffering() > 0 || check.bytesVsReference() != 0)) {
        text.append('\n').append(explanation(check, report));
      }
    }
    return text.toString();
  }

  private static String explanation(ThroughputReport.Check check, ThroughputReport report) {
    StringBuilder line =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "- %s: %,d of %,d lines differ from %s, %+,d bytes:",
                check.serializer(),
                check.linesDiffering(),
                report.settings().records(),
                report.reference(),
                check.bytesVsReference()));
    for (Map.Entry<String, ByteDifferences.Tally> entry : check.differences().entrySet()) {
      ByteDifferences.Tally tally = entry.getValue();
      line.append(
          String.format(
              Locale.ROOT,
              " %,d× %s (%+,d bytes), e.g. `%s`;",
              tally.count(),
              ByteDifferences.Kind.valueOf(entry.getKey()).meaning,
              tally.bytes(),
              tally.example()));
    }
    line.setLength(line.length() - 1);
    return line.append(".\n").toString();
  }
}
