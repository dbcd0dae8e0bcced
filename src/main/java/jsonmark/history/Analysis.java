package jsonmark.history;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import jsonmark.stats.changes.ChangePoint;
import jsonmark.stats.changes.ChangePointOptions;
import jsonmark.stats.changes.ChangePoints;
import jsonmark.stats.changes.MachineShift;
import jsonmark.stats.changes.MachineShifts;

/**
 * The change points of lines, over the runs that ran to their end, each labelled with what else
 * changed between its two sides; when most lines of one machine change at the same run, each
 * of those changes says so, as a change of the machine.
 *
 * @param line the line
 * @param changes its change points, in time order
 */
public record Analysis(Line line, List<Change> changes) {

  public Analysis {
    changes = List.copyOf(changes);
  }

  /** The analyses of {@code lines}, machine changes marked. */
  public static List<Analysis> of(List<Line> lines) {
    List<Analysis> analyses = new ArrayList<>();
    for (Line line : lines) {
      analyses.add(new Analysis(line, changes(line)));
    }
    return machineShifts(analyses);
  }

  private static List<Change> changes(Line line) {
    List<StoredPoint> evidence = line.evidence();
    if (evidence.size() < 2 || evidence.stream().anyMatch(p -> !(p.value() > 0))) {
      return List.of(); // change points are of times and counts; a count of 0 wrong cases has none
    }
    double[] values = evidence.stream().mapToDouble(StoredPoint::value).toArray();
    List<Change> changes = new ArrayList<>();
    for (ChangePoint point : ChangePoints.find(values, line.exact(),
        ChangePointOptions.defaults())) {
      StoredPoint before = evidence.get(point.index() - 1);
      StoredPoint after = evidence.get(point.index());
      changes.add(new Change(point, before, after, differences(before, after)));
    }
    return changes;
  }

  /** What differs between two runs of one line, besides the figure. */
  static List<String> differences(StoredPoint before, StoredPoint after) {
    List<String> labels = new ArrayList<>();
    if (!Objects.equals(before.run().commit(), after.run().commit())) {
      labels.add("commit " + before.run().commit().map(Analysis::shortHash).orElse("?") + " → "
          + after.run().commit().map(Analysis::shortHash).orElse("?"));
    }
    if (!before.series().libraries().equals(after.series().libraries())) {
      labels.add("libraries " + before.series().libraries() + " → "
          + after.series().libraries());
    }
    if (!before.series().toolchain().equals(after.series().toolchain())) {
      labels.add("toolchain " + before.series().toolchain() + " → "
          + after.series().toolchain());
    }
    if (!before.series().command().equals(after.series().command())) {
      labels.add("command " + before.series().command() + " → " + after.series().command());
    }
    if (!before.run().jsonmarkVersion().equals(after.run().jsonmarkVersion())) {
      labels.add("jsonmark " + before.run().jsonmarkVersion() + " → "
          + after.run().jsonmarkVersion());
    }
    return labels;
  }

  private static String shortHash(String commit) {
    return commit.length() > 12 ? commit.substring(0, 12) : commit;
  }

  /**
   * Marks the changes at runs where most lines of one machine changed together. The runs of a
   * machine are indexed in time order, so that lines that ran on the same runs share indexes.
   */
  private static List<Analysis> machineShifts(List<Analysis> analyses) {
    Map<String, List<Analysis>> byMachine = new LinkedHashMap<>();
    analyses.forEach(a -> byMachine.computeIfAbsent(a.line().key().machine(),
        k -> new ArrayList<>()).add(a));
    List<Analysis> marked = new ArrayList<>();
    for (List<Analysis> machine : byMachine.values()) {
      TreeSet<String> order = new TreeSet<>();
      machine.forEach(a -> a.line().evidence()
          .forEach(p -> order.add(p.run().startedAt() + " " + p.run().runId())));
      List<String> runs = new ArrayList<>(order);
      List<int[]> indexes = new ArrayList<>();
      for (Analysis a : machine) {
        if (!a.changes().isEmpty()) {
          indexes.add(a.changes().stream().mapToInt(c -> runs.indexOf(key(c))).toArray());
        }
      }
      List<MachineShift> shifts = MachineShifts.find(indexes, machine.size(),
          MachineShifts.DEFAULT_FRACTION);
      for (Analysis a : machine) {
        List<Change> changes = new ArrayList<>();
        for (Change c : a.changes()) {
          int at = runs.indexOf(key(c));
          changes.add(shifts.stream().filter(s -> s.runIndex() == at).findFirst()
              .map(s -> c.with("machine: " + s.moved() + " of its " + s.series()
                  + " series moved at this run"))
              .orElse(c));
        }
        marked.add(new Analysis(a.line(), changes));
      }
    }
    return marked;
  }

  private static String key(Change change) {
    return change.after().run().startedAt() + " " + change.after().run().runId();
  }
}
