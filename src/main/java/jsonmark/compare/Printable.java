package jsonmark.compare;

import java.util.List;
import jsonmark.compare.CompareReport.Apart;
import jsonmark.compare.CompareReport.Difference;
import jsonmark.compare.CompareReport.FolderEntry;
import jsonmark.compare.CompareReport.Host;
import jsonmark.compare.CompareReport.MemoryRow;
import jsonmark.compare.CompareReport.CountRow;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;
import jsonmark.log.OneLine;

/**
 * The comparison with every text it took from a file (names, commands, paths, versions, the
 * machine's description, and the notes that quote them) made one printable line
 * ({@link OneLine}), as a run's own names are: a summary.json can hold anything, and an escape
 * sequence, a carriage return or a bidi override in a name would otherwise retitle the terminal,
 * erase or forge a line ({@code \nINFO: ...}) in every view. Done once, when the report is
 * built, after the folders were paired on their texts as written; every view prints the result.
 */
final class Printable {

  private Printable() {}

  static CompareReport of(CompareReport r) {
    return new CompareReport(r.gate(), r.formatVersion(), r.jsonmarkVersion(), r.measure(), r.match(),
        r.alpha(), r.noiseThresholdPercent(), r.confidence(), r.test(),
        r.folders().stream().map(Printable::folder).toList(),
        r.differences().stream().map(d -> new Difference(line(d.what()), lines(d.values())))
            .toList(),
        lines(r.notes()), r.benchmarks().stream().map(Printable::table).toList(),
        aparts(r.benchmarksApart()));
  }

  private static FolderEntry folder(FolderEntry f) {
    return new FolderEntry(f.label(), line(f.path()), f.startTime(), line(f.jsonmarkVersion()),
        f.argv() == null ? null : lines(f.argv()), f.formatVersion(), f.complete(),
        lines(f.incomplete()), f.waitedPercent(), f.setAside());
  }

  private static Table table(Table t) {
    return new Table(line(t.benchmark()), t.rows().stream().map(Printable::row).toList(),
        t.geomean() == null ? null : row(t.geomean()), aparts(t.apart()),
        t.memory().stream().map(m -> new MemoryRow(line(m.name()), m.folders())).toList(),
        t.instructions().stream().map(c -> new CountRow(line(c.name()), c.counts(),
            c.changes())).toList(),
        t.host().stream().map(h -> new Host(h.against(), h.method(), h.changePercent(),
            h.lowPercent(), h.highPercent(), h.p(), line(h.why()))).toList());
  }

  private static Row row(Row r) {
    return new Row(line(r.name()), line(r.command()), r.times(), r.changes(), r.noise());
  }

  private static List<Apart> aparts(List<Apart> apart) {
    return apart.stream().map(a -> new Apart(line(a.name()), a.in())).toList();
  }

  private static List<String> lines(List<String> texts) {
    return texts.stream().map(Printable::line).toList();
  }

  /** {@code text} as one printable line; null stays null (not recorded). */
  private static String line(String text) {
    return text == null ? null : OneLine.escaped(text);
  }
}
