package jsonmark.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import jsonmark.compare.CompareReport.Difference;
import jsonmark.compare.CompareReport.Row;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;

/** What differs between folders besides the commands: machine, runtimes, settings, data. */
final class Setting {

  private Setting() {}

  /** One line per folder too old to record what compare would check, said once. */
  static List<String> lacking(List<Folder> folders) {
    List<String> notes = new ArrayList<>();
    for (Folder f : folders) {
      if (!f.recorded()) {
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
    List<Map<String, String>> settings = folders.stream()
        .map(f -> of(f.reports().get(0))).toList();
    Set<String> keys = new LinkedHashSet<>();
    settings.forEach(s -> keys.addAll(s.keySet()));
    List<Difference> differences = new ArrayList<>();
    for (String key : keys) {
      List<String> values = settings.stream().map(s -> s.get(key)).toList();
      if (values.stream().filter(Objects::nonNull).distinct().count() > 1) {
        differences.add(new Difference(key, values));
      }
    }
    return differences;
  }

  /**
   * What the results of {@code report} depend on besides the command, by what they are
   * ("kernel", "runs"), in the order the differences are shown; what it does not record is
   * absent.
   */
  static Map<String, String> of(Report report) {
    Map<String, String> setting = new LinkedHashMap<>();
    var e = report.environment();
    if (e != null) {
      put(setting, "CPU", e.cpu());
      if (e.logicalCores() > 0) {
        setting.put("cores", e.physicalCores() + " physical / " + e.logicalCores() + " logical");
      }
      if (e.memoryBytes() > 0) {
        setting.put("memory", String.format(Locale.ROOT, "%.1f GiB",
            e.memoryBytes() / (double) (1L << 30)));
      }
      put(setting, "OS", e.os());
      put(setting, "kernel", e.kernel());
      put(setting, "JVM", e.jvm());
      e.runtimes().forEach((name, version) -> put(setting, name, version));
    }
    put(setting, "jsonmark", report.jsonmarkVersion());
    put(setting, "serializer", report.serializer());
    setting.put("records", String.valueOf(report.records()));
    setting.put("run budget", report.options().budget().describe());
    setting.put("warm-up runs", String.valueOf(report.options().warmup()));
    setting.put("profiled", String.valueOf(report.options().profile()));
    setting.put("measure", report.options().measure().code());
    return setting;
  }

  private static void put(Map<String, String> setting, String what, String value) {
    if (value != null && !value.isEmpty()) {
      setting.put(what, value);
    }
  }

  /**
   * Why the data that {@code old} (of folder {@code a}) and {@code now} (of folder {@code b})
   * read for one benchmark differ, or empty when it is the same data.
   */
  static Optional<String> dataDifference(Folder a, Report old, Folder b, Report now) {
    List<String> why = new ArrayList<>();
    if (a.recorded() && b.recorded() && old.benchmarkVersion() != now.benchmarkVersion()) {
      why.add("benchmark version " + old.benchmarkVersion() + " vs " + now.benchmarkVersion());
    }
    String oldSha = sha(old);
    String nowSha = sha(now);
    if (!oldSha.isEmpty() && !nowSha.isEmpty() && !oldSha.equals(nowSha)) {
      why.add("data SHA-256 " + abbreviate(oldSha) + " vs " + abbreviate(nowSha));
      if (!old.serializer().equals(now.serializer())) {
        why.add("serializer " + old.serializer() + " vs " + now.serializer());
      }
      if (old.records() != now.records()) {
        why.add("records " + old.records() + " vs " + now.records());
      }
    }
    return why.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", why));
  }

  private static String sha(Report report) {
    return report.options().dataSha256() == null ? "" : report.options().dataSha256();
  }

  /**
   * How each compared command ran, where folders differ: its text (when commands are matched
   * by name, a command can change under the same name) and whether it ran through the shell.
   */
  static List<Difference> commands(CompareReport.Table table, List<Folder> folders, Match match,
      boolean nameTheBenchmark) {
    List<Difference> differences = new ArrayList<>();
    for (Row row : table.rows()) {
      String of = " of " + (nameTheBenchmark ? table.benchmark() + " " : "") + row.name();
      List<String> texts = values(table, row, folders, match, c -> Optional.of(c.command()));
      if (texts.stream().filter(Objects::nonNull).distinct().count() > 1) {
        differences.add(new Difference("command" + of, texts));
      }
      List<String> how = values(table, row, folders, match,
          c -> Optional.of(c.shell() ? "by /bin/sh -c" : "directly"));
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
      List<String> values = new ArrayList<>();
      for (Folder f : folders) {
        values.add(f.recorded() ? value(f, table, row, match,
            c -> Optional.of(c.libraries().isEmpty() ? "none named"
                : String.join(", ", c.libraries()))) : null);
      }
      if (values.stream().filter(Objects::nonNull).distinct().count() > 1) {
        differences.add(new Difference("libraries of "
            + (nameTheBenchmark ? table.benchmark() + " " : "") + row.name(), values));
      }
    }
    return differences;
  }

  /** {@code what} of the row's command in each folder, null where a folder lacks it. */
  private static List<String> values(CompareReport.Table table, Row row, List<Folder> folders,
      Match match, Function<CommandSummary, Optional<String>> what) {
    List<String> values = new ArrayList<>();
    folders.forEach(f -> values.add(value(f, table, row, match, what)));
    return values;
  }

  private static String value(Folder folder, CompareReport.Table table, Row row, Match match,
      Function<CommandSummary, Optional<String>> what) {
    String key = match == Match.COMMAND ? row.command() : row.name();
    return folder.command(table.benchmark(), match, key).flatMap(what).orElse(null);
  }

  private static String abbreviate(String sha) {
    return sha.length() > 12 ? sha.substring(0, 12) + "…" : sha;
  }
}
