package jsonmark.compare;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.env.Environment;
import jsonmark.report.Provenance;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.result.CommandResult;
import jsonmark.result.Contention;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.result.RunResult;
import jsonmark.result.RunState;
import jsonmark.stats.Budget;

/**
 * Fixed folders to compare, built as a run builds them (runs summarised once into a
 * {@link Report}): the same data, one kernel and one library apart.
 */
final class CompareFixtures {

  static final String SHA = "0b5e1f1d7c3a9e2f4d6b8a0c2e4f6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c";

  private CompareFixtures() {}

  static Environment environment(String kernel) {
    Map<String, String> runtimes = new LinkedHashMap<>();
    runtimes.put("python3", "Python 3.11.2");
    return new Environment("Example CPU 3000 @ 3.00GHz", 8, 16, 0, "", kernel, "", runtimes,
        List.of(), null);
  }

  /** A passing run naming {@code libraries}. */
  static RunResult run(int round, double seconds, List<String> libraries) {
    return new RunResult(round, seconds, 0, Optional.of("0"), true, Optional.empty(),
        Optional.empty(), Optional.empty(), Contention.NONE, libraries);
  }

  static CommandResult command(String name, List<String> libraries, double... seconds) {
    List<RunResult> runs = new ArrayList<>();
    for (int i = 0; i < seconds.length; i++) {
      runs.add(run(i + 1, seconds[i], libraries));
    }
    return new CommandResult(name, "run " + name + " $FILENAME", false, runs,
        CommandResult.unprofiled(runs.size()), List.of(), List.of(), Optional.empty());
  }

  /** A command whose counted runs (each of 1 s) were also counted under Valgrind. */
  static CommandResult counted(String name, long... instructions) {
    List<RunResult> runs = new ArrayList<>();
    for (int i = 0; i < Math.max(3, instructions.length); i++) {
      RunResult run = run(i + 1, 1, List.of());
      runs.add(i < instructions.length ? run.withInstructions(instructions[i]) : run);
    }
    return new CommandResult(name, "run " + name + " $FILENAME", false, runs,
        CommandResult.unprofiled(runs.size()), List.of(), List.of(), Optional.empty());
  }

  static ReportOptions options(Measure measure) {
    return new ReportOptions("cache/Simple1Benchmark.1.jackson", SHA, Budget.exactly(5), 0,
        false, OptionalLong.empty(), OptionalDouble.empty(), 0, RunOrder.INTERLEAVED,
        OptionalLong.of(42), Optional.empty(), 5, RowOrder.MEAN_TIME, measure);
  }

  /** The report of one benchmark's {@code commands}, summarised once as a run summarises it. */
  static Report report(String kernel, long records, Measure measure, String start,
      List<CommandResult> commands) {
    return Report.of(new Provenance("0.1.0", List.of("--benchmark", "Simple1Benchmark")),
        "Simple1Benchmark", 1, "jackson", records, 330_000_000, -123_456_789,
        Instant.parse(start), options(measure), environment(kernel), commands)
        .withState(RunState.COMPLETE);
  }

  static Folder folder(String label, String kernel, List<CommandResult> commands) {
    return new Folder(label, Path.of("results/" + label), 2, List.of(report(kernel, 1_000_000,
        Measure.TIME, "2024-05-06T07:08:09Z", commands)));
  }

  /** The base: orjson, rust, a command with one run, and one only it has. */
  static Folder base() {
    return folder("A", "Linux 6.1.0-18-amd64", List.of(
        command("python-orjson", List.of("orjson 3.10.6"), 2.18, 2.20, 2.16, 2.21, 2.17),
        command("rust", List.of("simd-json 0.13.10"), 1.05, 1.04, 1.06, 1.05, 1.03),
        command("once", List.of(), 3.0), command("nodejs", List.of(), 2.57, 2.60, 2.55)));
  }

  /** orjson 20 % slower with a newer release, rust the same, nodejs gone, go new. */
  static Folder slower() {
    return folder("B", "Linux 6.5.0-1-amd64", List.of(
        command("python-orjson", List.of("orjson 3.10.7"), 2.62, 2.63, 2.60, 2.66, 2.59),
        command("rust", List.of("simd-json 0.13.10"), 1.04, 1.06, 1.05, 1.05, 1.04),
        command("once", List.of(), 3.1),
        command("go", List.of(), 1.86, 1.90, 1.84)));
  }

  /** A third folder: orjson faster than the base, rust absent. */
  static Folder faster() {
    return folder("C", "Linux 6.1.0-18-amd64", List.of(
        command("python-orjson", List.of("orjson 3.10.6"), 1.96, 1.97, 1.95, 1.99, 1.94),
        command("once", List.of(), 2.9)));
  }

  static CompareReport twoFolders() {
    return build(List.of(base(), slower()));
  }

  static CompareReport threeFolders() {
    return build(List.of(base(), slower(), faster()));
  }

  private static CompareReport build(List<Folder> folders) {
    try {
      return Comparisons.build(folders, Match.NAME, MeasureChoice.Choice.of(Measure.TIME), 0.05,
          false, "0.1.0");
    } catch (CompareException e) {
      throw new AssertionError(e);
    }
  }
}
