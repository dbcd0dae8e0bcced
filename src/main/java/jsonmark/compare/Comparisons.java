package jsonmark.compare;

import static jsonmark.report.Numbers.rounded;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import jsonmark.compare.CompareReport.Apart;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;
import jsonmark.compare.CompareReport.Times;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.result.Measure;
import jsonmark.result.RunResult;
import jsonmark.stats.Calling;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Confidence;
import jsonmark.stats.Descriptive;
import jsonmark.stats.NoiseFloor;
import jsonmark.stats.NoiseFloors;
import jsonmark.stats.Welch;
import jsonmark.stats.Welch.Change;

/** Pairs the commands of the folders and computes every figure of the comparison, once. */
final class Comparisons {

  private Comparisons() {}

  /** The comparison with no noise threshold: every change significant at {@code alpha} called. */
  static CompareReport build(List<Folder> folders, Match match, MeasureChoice.Choice choice,
      double alpha, boolean allowDifferentData, String jsonmarkVersion) throws CompareException {
    return build(folders, match, choice, new Calling(alpha, 0), allowDifferentData,
        jsonmarkVersion);
  }

  /** The comparison with one fixed noise threshold, {@code calling}'s, for every row. */
  static CompareReport build(List<Folder> folders, Match match, MeasureChoice.Choice choice,
      Calling calling, boolean allowDifferentData, String jsonmarkVersion)
      throws CompareException {
    return build(folders, match, choice, calling.alpha(),
        NoiseFloors.fixed(calling.noisePercent(), false), allowDifferentData, jsonmarkVersion);
  }

  /**
   * @param folders the base first
   * @param alpha the significance level
   * @param floors each row's noise floor, the geomean's being the fixed threshold
   * @throws CompareException when two folders read different data and that is not allowed
   */
  static CompareReport build(List<Folder> folders, Match match, MeasureChoice.Choice choice,
      double alpha, NoiseFloors floors, boolean allowDifferentData, String jsonmarkVersion)
      throws CompareException {
    Measure measure = choice.measure();
    List<String> notes = new ArrayList<>(choice.notes());
    notes.addAll(Setting.lacking(folders));
    List<CompareReport.Difference> differences = new ArrayList<>(Setting.differences(folders));
    Folder base = folders.get(0);
    List<Table> tables = new ArrayList<>();
    for (Report old : base.reports()) {
      for (Folder other : folders.subList(1, folders.size())) {
        Optional<Report> now = other.report(old.benchmark());
        if (now.isPresent()) {
          Optional<String> why = Setting.dataDifference(base, old, other, now.get());
          if (why.isPresent() && !allowDifferentData) {
            throw new CompareException(base.label() + " and " + other.label()
                + " did not read the same data for " + old.benchmark() + " (" + why.get()
                + "): pass --allow-different-data to compare them anyway");
          }
          why.ifPresent(w -> notes.add(base.label() + " and " + other.label() + " read different"
              + " data for " + old.benchmark() + " (" + w + "); compared anyway, as"
              + " --allow-different-data asks"));
        }
      }
      Table table = table(old.benchmark(), folders, match, measure, alpha, floors, notes);
      differences.addAll(Setting.commands(table, folders, match, base.reports().size() > 1));
      differences.addAll(Setting.libraries(table, folders, match, base.reports().size() > 1));
      tables.add(table);
    }
    List<Apart> benchmarksApart = new ArrayList<>();
    Map<String, List<String>> elsewhere = new LinkedHashMap<>();
    for (Folder other : folders.subList(1, folders.size())) {
      for (Report b : other.reports()) {
        if (base.report(b.benchmark()).isEmpty()) {
          elsewhere.computeIfAbsent(b.benchmark(), k -> new ArrayList<>()).add(other.label());
        }
      }
    }
    elsewhere.forEach((name, in) -> benchmarksApart.add(new Apart(name, in)));
    List<CompareReport.FolderEntry> entries = folders.stream()
        .map(f -> new CompareReport.FolderEntry(f.label(), f.path().toString(), f.startTime(),
            f.jsonmarkVersion().orElse(null), f.argv().orElse(null), f.formatVersion(),
            f.complete(), f.incomplete(),
            f.waitedPercent().isPresent() ? rounded(f.waitedPercent().getAsDouble(), 2) : null,
            f.setAside()))
        .toList();
    return Printable.of(new CompareReport(null, CompareReport.FORMAT_VERSION, jsonmarkVersion,
        measure.code(), match.name().toLowerCase(Locale.ROOT), alpha, floors.threshold().percent(),
        Confidence.LEVEL, CompareReport.TEST, entries, differences, notes, tables,
        benchmarksApart));
  }

  /**
   * What to say when a significant change in time rests on a run whose machine was busy: the
   * change may be the machine's, not the command's.
   */
  private static Optional<String> busyNote(String benchmark, CommandSummary old, Folder base,
      CommandSummary now, Folder other, Delta delta) {
    List<String> busy = new ArrayList<>();
    Commands.busy(old, maxWait(base, benchmark))
        .ifPresent(why -> busy.add("in " + base.label() + " " + why));
    Commands.busy(now, maxWait(other, benchmark))
        .ifPresent(why -> busy.add("in " + other.label() + " " + why));
    if (busy.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(benchmark + ", " + other.label() + ": " + now.name() + " is "
        + delta.verdict() + " on a busy machine (" + String.join("; ", busy) + "): the change"
        + " may be the machine's; compare runs taken on a quiet one");
  }

  /** The --max-wait of the folder's run of {@code benchmark}, above which it set runs aside. */
  private static double maxWait(Folder folder, String benchmark) {
    return folder.report(benchmark).orElseThrow().options().maxWaitPercent();
  }

  private static Table table(String benchmark, List<Folder> folders, Match match,
      Measure measure, double alpha, NoiseFloors floors, List<String> notes) {
    List<Optional<Report>> sides = folders.stream().map(f -> f.report(benchmark)).toList();
    Map<String, List<Optional<CommandSummary>>> byKey = new LinkedHashMap<>();
    for (int i = 0; i < folders.size(); i++) {
      for (CommandSummary c : sides.get(i).map(Report::commands).orElse(List.of())) {
        List<Optional<CommandSummary>> cells = byKey.computeIfAbsent(Commands.key(c, match),
            k -> empty(folders.size()));
        if (cells.get(i).isEmpty()) {
          cells.set(i, Optional.of(c));
        }
        if (c.counts().failed() > 0) {
          notes.add(benchmark + ", " + folders.get(i).label() + ": " + c.name() + " failed "
              + c.counts().failed() + " of its " + c.counts().total()
              + " runs; the failed runs are left out");
        }
      }
    }
    List<Row> rows = new ArrayList<>();
    List<Apart> apart = new ArrayList<>();
    List<List<Change>> columns = new ArrayList<>();
    for (int j = 1; j < folders.size(); j++) {
      columns.add(new ArrayList<>());
    }
    List<List<Double>> means = new ArrayList<>();
    List<CompareReport.MemoryRow> memory = new ArrayList<>();
    List<CompareReport.CountRow> counts = new ArrayList<>();
    List<Optional<HostDrift.Host>> hosts = new ArrayList<>();
    List<CompareReport.Host> hostRows = new ArrayList<>();
    for (int j = 1; j < folders.size(); j++) {
      Optional<HostDrift.Host> host = measure.times() && sides.get(0).isPresent()
          && sides.get(j).isPresent()
          ? HostDrift.of(folders.get(0).label(), sides.get(0).get(), folders.get(j).label(),
              sides.get(j).get(), alpha)
          : Optional.empty();
      hosts.add(host);
      String against = folders.get(j).label();
      host.ifPresent(h -> hostRows.add(hostRow(against, h)));
    }
    byKey.forEach((key, cells) -> {
      long present = cells.stream().filter(Optional::isPresent).count();
      if (cells.get(0).isEmpty() || present == 1) {
        List<String> in = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
          if (cells.get(i).isPresent()) {
            in.add(folders.get(i).label());
          }
        }
        apart.add(new Apart(key, in));
        return;
      }
      CommandSummary old = cells.get(0).get();
      NoiseFloor floor = floors.of(benchmark, old.name());
      Calling calling = new Calling(alpha, floor.percent());
      double[] oldSeconds = RunResult.seconds(old.runs());
      List<Times> times = cells.stream().map(c -> c.map(Comparisons::times).orElse(null))
          .toList();
      List<Delta> changes = new ArrayList<>();
      List<Change> tested = new ArrayList<>();
      for (int j = 1; j < cells.size(); j++) {
        Optional<CommandSummary> now = cells.get(j);
        if (now.isEmpty()) {
          changes.add(null);
          continue;
        }
        double[] nowSeconds = RunResult.seconds(now.get().runs());
        Optional<Change> change = Welch.change(oldSeconds, nowSeconds);
        change.ifPresent(tested::add);
        Optional<HostDrift.Host> host = hosts.get(j - 1);
        Optional<Change> adjusted = change.map(c -> HostDrift.adjusted(host, c));
        Delta delta = delta(folders.get(j).label(), oldSeconds, nowSeconds, adjusted, calling,
            HostDrift.declined(host));
        changes.add(delta);
        if (!HostDrift.declined(host) && adjusted.filter(calling::withinNoise).isPresent()) {
          notes.add(withinNoise(benchmark, folders.get(j).label(), old.name(), delta, floor));
        }
        if (delta.significant() && measure.times()) {
          busyNote(benchmark, old, folders.get(0), now.get(), folders.get(j), delta)
              .ifPresent(notes::add);
        }
      }
      // The geomean covers the commands tested against every folder, so that its times and its
      // changes are of the same commands.
      if (tested.size() == cells.size() - 1) {
        for (int j = 0; j < tested.size(); j++) {
          columns.get(j).add(tested.get(j));
        }
        means.add(times.stream().map(Times::meanS).toList());
      }
      rows.add(new Row(old.name(), old.command(), times, changes, floor));
      memory(old.name(), cells).ifPresent(memory::add);
      if (measure.counts()) {
        CountComparisons.row(old.name(), cells, folders).ifPresent(counts::add);
      }
    });
    return new Table(benchmark, rows, geomean(folders, rows, means, columns, alpha,
        floors.threshold(), hosts),
        apart,
        memory, counts, hostRows);
  }

  private static CompareReport.Host hostRow(String against, HostDrift.Host host) {
    Optional<Change> c = host.change();
    return new CompareReport.Host(against, host.method().code(),
        c.map(h -> rounded(h.percent(), 3)).orElse(null),
        c.map(h -> rounded(h.lowPercent(), 3)).orElse(null),
        c.map(h -> rounded(h.highPercent(), 3)).orElse(null),
        c.map(h -> significant(h.p())).orElse(null), host.why());
  }

  /** The command's memory in each folder, when the base and another folder profiled it. */
  private static Optional<CompareReport.MemoryRow> memory(String name,
      List<Optional<CommandSummary>> cells) {
    List<CompareReport.Memory> memory = cells.stream()
        .map(c -> c.flatMap(CommandSummary::profile)
            .map(p -> new CompareReport.Memory(finite(p.memMax()), finite(p.memP95())))
            .orElse(null))
        .toList();
    long profiled = memory.stream().filter(m -> m != null && m.peakMib() != null).count();
    return memory.get(0) != null && memory.get(0).peakMib() != null && profiled > 1
        ? Optional.of(new CompareReport.MemoryRow(name, memory)) : Optional.empty();
  }

  private static Double finite(double value) {
    return Double.isFinite(value) ? value : null;
  }

  private static List<Optional<CommandSummary>> empty(int n) {
    List<Optional<CommandSummary>> cells = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      cells.add(Optional.empty());
    }
    return cells;
  }

  /**
   * The geometric-mean row over the commands tested against every folder, when there are two or
   * more; null otherwise. Its {@code runs} is the number of commands it covers. It follows the
   * rows' rule and one more: it is called only when its own interval clears the noise threshold
   * and at least one row is called in the same direction, since pooling many commands' small
   * differences narrows its interval below what separate runs of the same binaries differ by
   * (two runs of unchanged programs read -16.6 % [-25.3 %, -7.0 %] while every row read ~).
   */
  private static Row geomean(List<Folder> folders, List<Row> rows, List<List<Double>> means,
      List<List<Change>> columns, double alpha, NoiseFloor threshold,
      List<Optional<HostDrift.Host>> hosts) {
    if (means.size() < 2) {
      return null;
    }
    Calling calling = new Calling(alpha, threshold.percent());
    List<Times> times = new ArrayList<>();
    for (int i = 0; i < folders.size(); i++) {
      int column = i;
      double mean = Descriptive.geometricMean(means.stream().mapToDouble(m -> m.get(column))
          .toArray());
      times.add(new Times(means.size(), 0, rounded(mean, 6), null, null));
    }
    List<Delta> changes = new ArrayList<>();
    for (int j = 1; j < folders.size(); j++) {
      // The host's change is shared by every command: it is taken out of their combination once.
      Optional<HostDrift.Host> host = hosts.get(j - 1);
      Optional<Change> combined = Welch.combined(columns.get(j - 1))
          .map(c -> HostDrift.adjusted(host, c));
      Delta pooled = combined.isEmpty() ? null : delta(folders.get(j).label(), null, null,
          combined, calling, HostDrift.declined(host));
      int column = j - 1;
      changes.add(pooled == null || !pooled.significant() || rows.stream()
          .map(r -> r.changes().get(column))
          .anyMatch(d -> d != null && d.verdict().equals(pooled.verdict()))
          ? pooled : uncalled(pooled));
    }
    return new Row("geomean", null, times, changes, threshold);
  }

  /** {@code d}'s figures, not called: {@code ~}. */
  private static Delta uncalled(Delta d) {
    return new Delta(d.against(), d.changePercent(), d.lowPercent(), d.highPercent(), d.p(), false,
        "~");
  }

  /** The command's times as its folder stored them: the same figures its own table shows. */
  private static Times times(CommandSummary c) {
    Optional<CommandStatistics> s = c.statistics();
    return new Times(c.counts().counted(), c.counts().failed(),
        s.map(CommandStatistics::mean).orElse(null),
        s.map(t -> rounded(Welch.meanHalfWidth(t.stdDev(), c.counts().counted()), 6))
            .orElse(null),
        s.map(CommandStatistics::min).orElse(null));
  }

  /**
   * What to say of a change the test found but the noise threshold left uncalled: the reader
   * sees why a change of several percent reads {@code ~}.
   */
  private static String withinNoise(String benchmark, String label, String name, Delta delta,
      NoiseFloor floor) {
    return String.format(Locale.ROOT, "%s, %s: %s %s [%s, %s] is significant (p %s) but its"
        + " interval reaches inside ±%s %%, %s: not called", benchmark, label, name,
        Cells.percent(delta.changePercent()), Cells.percent(delta.lowPercent()),
        Cells.percent(delta.highPercent()), delta.p(), CompareText.floorPercent(floor),
        floor.fromHistory() ? "what its last " + floor.runs() + " runs in the history differ"
            + " by (its noise floor)"
            : "what separate runs of one command differ by (--noise-threshold)");
  }

  /** @param declined whether no verdict may be called (the host changed too much) */

  private static Delta delta(String against, double[] old, double[] now,
      Optional<Change> change, Calling calling, boolean declined) {
    if (change.isPresent()) {
      Change c = change.get();
      boolean significant = !declined && calling.called(c);
      String verdict = declined ? "?" : !significant ? "~" : c.ratio() > 1 ? "slower" : "faster";
      return new Delta(against, rounded(c.percent(), 3), rounded(c.lowPercent(), 3),
          rounded(c.highPercent(), 3), significant(c.p()), significant, verdict);
    }
    Double percent = old == null || old.length == 0 || now.length == 0 ? null
        : rounded((Descriptive.geometricMean(now) / Descriptive.geometricMean(old) - 1) * 100, 3);
    return new Delta(against, percent, null, null, null, false, "n/a");
  }

  /** A p-value to four significant digits, so that a tiny one stays readable (1.234E-9). */
  private static Double significant(double p) {
    if (!Double.isFinite(p)) {
      return null;
    }
    return new BigDecimal(p).round(new MathContext(4)).doubleValue();
  }
}
