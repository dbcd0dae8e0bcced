package jsonmark.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import jsonmark.compare.CompareReport.Difference;
import jsonmark.compare.CompareReport.Row;

/** What differs between folders besides the commands: machine, runtimes, settings, data. */
final class Setting {

  private Setting() {}

  /** One line per folder too old to record what compare would check, said once. */
  static List<String> lacking(List<Folder> folders) {
    List<String> notes = new ArrayList<>();
    for (Folder f : folders) {
      if (f.formatVersion() < 2) {
        notes.add(f.label() + " (" + f.path() + ") was written by an older jsonmark, which did"
            + " not record its version, its command line, the benchmark's version or the"
            + " deserializers' library versions: these are not compared");
      }
    }
    return notes;
  }

  /**
   * Each item of the machine, runtimes and settings that differs, as each folder's first
   * benchmark recorded it; an item a folder does not record is not a difference.
   */
  static List<Difference> differences(List<Folder> folders) {
    Set<String> keys = new LinkedHashSet<>();
    folders.forEach(f -> keys.addAll(first(f).setting().keySet()));
    List<Difference> differences = new ArrayList<>();
    for (String key : keys) {
      List<String> values = folders.stream().map(f -> first(f).setting().get(key)).toList();
      if (values.stream().filter(Objects::nonNull).distinct().count() > 1) {
        differences.add(new Difference(key, values));
      }
    }
    return differences;
  }

  private static BenchmarkRuns first(Folder folder) {
    return folder.benchmarks().get(0);
  }

  /** Why two folders' data of one benchmark differ, or empty when it is the same data. */
  static Optional<String> dataDifference(BenchmarkRuns old, BenchmarkRuns now) {
    List<String> why = new ArrayList<>();
    if (old.benchmarkVersion().isPresent() && now.benchmarkVersion().isPresent()
        && !old.benchmarkVersion().equals(now.benchmarkVersion())) {
      why.add("benchmark version " + old.benchmarkVersion().get() + " vs "
          + now.benchmarkVersion().get());
    }
    if (!old.dataSha256().isEmpty() && !now.dataSha256().isEmpty()
        && !old.dataSha256().equals(now.dataSha256())) {
      why.add("data SHA-256 " + abbreviate(old.dataSha256()) + " vs "
          + abbreviate(now.dataSha256()));
      if (!old.serializer().equals(now.serializer())) {
        why.add("serializer " + old.serializer() + " vs " + now.serializer());
      }
      if (old.records() != now.records()) {
        why.add("records " + old.records() + " vs " + now.records());
      }
    }
    return why.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", why));
  }

  /**
   * How each compared command ran, where folders differ: its text (when commands are matched
   * by name, a command can change under the same name) and whether it ran through the shell.
   */
  static List<Difference> commands(CompareReport.Table table, List<Folder> folders, Match match,
      boolean nameTheBenchmark) {
    List<Difference> differences = new ArrayList<>();
    for (Row row : table.rows()) {
      String key = match == Match.COMMAND ? row.command() : row.name();
      List<Optional<CommandRuns>> runs = folders.stream().map(f -> f.benchmark(table.benchmark())
          .flatMap(b -> b.commands().stream().filter(c -> c.key(match).equals(key)).findFirst()))
          .toList();
      String of = " of " + (nameTheBenchmark ? table.benchmark() + " " : "") + row.name();
      List<String> texts = runs.stream().map(r -> r.map(CommandRuns::command).orElse(null))
          .toList();
      if (texts.stream().filter(Objects::nonNull).distinct().count() > 1) {
        differences.add(new Difference("command" + of, texts));
      }
      List<String> how = runs.stream().map(r -> r.map(c -> c.shell() ? "by /bin/sh -c"
          : "directly").orElse(null)).toList();
      if (how.stream().filter(Objects::nonNull).distinct().count() > 1) {
        differences.add(new Difference("how it ran" + of, how));
      }
    }
    return differences;
  }

  /** The libraries of each compared command, where folders record different ones. */
  static List<Difference> libraries(CompareReport.Table table, List<Folder> folders, Match match,
      boolean nameTheBenchmark) {
    List<Difference> differences = new ArrayList<>();
    for (Row row : table.rows()) {
      String key = match == Match.COMMAND ? row.command() : row.name();
      List<String> values = new ArrayList<>();
      for (Folder f : folders) {
        values.add(f.benchmark(table.benchmark())
            .flatMap(b -> b.commands().stream().filter(c -> c.key(match).equals(key)).findFirst())
            .flatMap(CommandRuns::libraries)
            .map(l -> l.isEmpty() ? "none named" : String.join(", ", l))
            .orElse(null));
      }
      if (values.stream().filter(Objects::nonNull).distinct().count() > 1) {
        differences.add(new Difference("libraries of "
            + (nameTheBenchmark ? table.benchmark() + " " : "") + row.name(), values));
      }
    }
    return differences;
  }

  private static String abbreviate(String sha) {
    return sha.length() > 12 ? sha.substring(0, 12) + "…" : sha;
  }
}
