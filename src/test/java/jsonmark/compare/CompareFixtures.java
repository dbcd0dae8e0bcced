package jsonmark.compare;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.result.Measure;

/** Fixed folders to compare: the same data, one kernel and one library apart. */
final class CompareFixtures {

  static final String SHA = "0b5e1f1d7c3a9e2f4d6b8a0c2e4f6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c";

  private CompareFixtures() {}

  static Map<String, String> setting(String kernel) {
    Map<String, String> setting = new LinkedHashMap<>();
    setting.put("CPU", "Example CPU 3000 @ 3.00GHz");
    setting.put("cores", "8 physical / 16 logical");
    setting.put("kernel", kernel);
    setting.put("python3", "Python 3.11.2");
    setting.put("jsonmark", "0.1.0");
    setting.put("records", "1000000");
    setting.put("run budget", "5 runs");
    return setting;
  }

  static CommandRuns command(String name, List<String> libraries, double... seconds) {
    return new CommandRuns(name, "run " + name + " $FILENAME", Optional.of(libraries), seconds,
        0, 0, false, Optional.empty(), new long[0], java.util.OptionalDouble.empty(), 5);
  }

  /** A command whose counted runs were also counted under Valgrind. */
  static CommandRuns counted(String name, long... instructions) {
    return new CommandRuns(name, "run " + name + " $FILENAME", Optional.of(List.of()),
        new double[] {1, 1, 1}, 0, 0, false, Optional.empty(), instructions,
        java.util.OptionalDouble.empty(), 5);
  }

  static Folder folder(String label, String kernel, List<CommandRuns> commands) {
    return new Folder(label, Path.of("results/" + label), 2, "2024-05-06T07:08:09Z",
        Optional.of("0.1.0"), Optional.of(List.of("--benchmark", "Simple1Benchmark")),
        List.of(new BenchmarkRuns("Simple1Benchmark", Optional.of(1), "jackson", 1_000_000, SHA,
            setting(kernel), commands)), List.of());
  }

  /** The base: orjson, rust, a command with one run, and one only it has. */
  static Folder base() {
    return folder("A", "Linux 6.1.0-18-amd64", List.of(
        command("python-orjson", List.of("orjson 3.10.6"), 2.18, 2.20, 2.16, 2.21, 2.17),
        command("rust", List.of("simd-json 0.13.10"), 1.05, 1.04, 1.06, 1.05, 1.03),
        command("once", List.of(), 3.0),
        command("nodejs", List.of(), 2.57, 2.60, 2.55)));
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
      return Comparisons.build(folders, Match.NAME, MeasureChoice.Choice.of(Measure.TIME), 0.05, false, "0.1.0");
    } catch (CompareException e) {
      throw new AssertionError(e);
    }
  }
}
