package jsonmark.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import jsonmark.report.Report;
import jsonmark.report.format.SummaryJson;

/**
 * Adds results folders to the history: every summary.json (and a conformance run's
 * conformance.json) under the folders given, each run
 * once by its run id, however often it is imported (a folder of several benchmarks holds the
 * same runs as its subfolders, and adds nothing twice).
 */
public final class Importer {

  private static final String SUMMARY = "summary.json";
  private static final String CONFORMANCE = "conformance.json";

  private Importer() {}

  /** Imports every run under {@code folders} into {@code store}. */
  public static Imported run(HistoryStore store, List<Path> folders) throws StoreException {
    return run(store, folders, Map.of());
  }

  /**
   * Imports every run under {@code folders} into {@code store}, taking the report of a
   * summary.json whose folder is in {@code known} from there instead of reading it (the run
   * that wrote it has it in memory, and Jackson's first read costs more than the store).
   */
  static Imported run(HistoryStore store, List<Path> folders, Map<Path, Report> known)
      throws StoreException {
    int added = 0;
    int present = 0;
    List<String> problems = new ArrayList<>();
    for (Path summary : summaries(folders, problems)) {
      if (summary.getFileName().toString().equals(CONFORMANCE)) {
        try {
          Optional<RunEntry> entry = ConformanceEntries.read(summary);
          if (entry.isPresent() && store.record(entry.get())) {
            added++;
          } else if (entry.isPresent()) {
            present++;
          }
        } catch (IOException | RuntimeException e) {
          problems.add(summary + ": " + e.getMessage());
        }
        continue;
      }
      List<Report> reports;
      try {
        Report report = known.get(summary.getParent());
        reports = report != null ? List.of(report) : SummaryJson.read(summary).reports();
      } catch (SummaryJson.Unreadable | IOException e) {
        problems.add(summary + ": " + e.getMessage());
        continue;
      }
      for (Report report : reports) {
        if (store.record(Entries.of(report, summary.getParent()))) {
          added++;
        } else {
          present++;
        }
      }
    }
    return new Imported(added, present, problems);
  }

  /**
   * The runs under {@code folders}, each once (a folder of several benchmarks holds its
   * subfolders' runs too), one line in {@code problems} per summary.json that cannot be read.
   */
  public static List<RunEntry> entries(List<Path> folders, List<String> problems) {
    java.util.Map<String, RunEntry> byId = new java.util.LinkedHashMap<>();
    for (Path summary : summaries(folders, problems)) {
      if (summary.getFileName().toString().equals(CONFORMANCE)) {
        continue; // a conformance run is not gated: it has no times or counts of a parse
      }
      try {
        for (Report report : SummaryJson.read(summary).reports()) {
          RunEntry entry = Entries.of(report, summary.getParent());
          byId.putIfAbsent(entry.run().runId(), entry);
        }
      } catch (SummaryJson.Unreadable | IOException e) {
        problems.add(summary + ": " + e.getMessage());
      }
    }
    return List.copyOf(byId.values());
  }

  private static boolean isResult(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    return name.equals(SUMMARY) || name.equals(CONFORMANCE);
  }

  /** The summary.json and conformance.json files under {@code folders}, in path order. */
  static List<Path> summaries(List<Path> folders, List<String> problems) {
    List<Path> found = new ArrayList<>();
    for (Path folder : folders) {
      if (Files.isRegularFile(folder) && isResult(folder)) {
        found.add(folder);
        continue;
      }
      if (!Files.isDirectory(folder)) {
        problems.add(folder + ": no such folder");
        continue;
      }
      try (Stream<Path> files = Files.walk(folder)) {
        files.filter(Importer::isResult)
            .filter(Files::isRegularFile).sorted().forEach(found::add);
      } catch (IOException | java.io.UncheckedIOException e) {
        problems.add(folder + ": cannot be listed: " + e.getMessage());
      }
    }
    return found;
  }
}
