package jsonmark.report;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;

/** A profiled report of {@code n} commands of several languages, as {@code make results} has. */
public final class ManyCommands {

  private static final String[] NAMES = {
    "python-orjson", "python-json", "python-ujson", "python-rapidjson", "python-simdjson",
    "python-msgspec", "nodejs", "java-jackson", "java-gson", "java-fastjson2", "java-dsl-json",
    "java-jsoniter", "rust-serde", "rust-simd-json", "rust-sonic", "cpp-rapidjson",
    "cpp-simdjson", "cpp-nlohmann", "cpp-boost", "go-encoding-json", "go-jsoniter",
    "go-sonic", "go-goccy", "go-easyjson",
  };

  private ManyCommands() {}

  /** A command as the Makefile's target of that name runs it, so its language is known. */
  static String command(String name) {
    String language = name.substring(0, name.indexOf('-') < 0 ? name.length() : name.indexOf('-'));
    String variant = name.substring(name.indexOf('-') + 1);
    return switch (language) {
      case "python" -> "deserializers/python/.venv/bin/python deserializers/python/main.py "
          + variant + " $FILENAME";
      case "nodejs" -> "node deserializers/nodejs/main.js $FILENAME";
      case "java" -> "java -jar deserializers/java/target/jsonmark-deserializers.jar " + variant
          + " $FILENAME";
      default -> "deserializers/" + language + "/build/jsonmark-" + language + " " + variant
          + " $FILENAME";
    };
  }

  public static Report report(int n) {
    return results(n).report();
  }

  /** The report with its samples. */
  public static Results results(int n) {
    List<CommandResult> commands = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String name = NAMES[i];
      // Spread widely, as real ones are: 0.4 s to 12 s, 4 MiB to 900 MiB.
      double seconds = 0.4 + (i * 7919 % 24) * 0.5;
      double mib = 900.0 / (1 + (i * 7919 % 24)) * (1 + i % 3) + 3;
      double startup = name.startsWith("java") ? 0.35 : name.startsWith("python") ? 0.05 : 0.002;
      List<RunResult> runs = new ArrayList<>();
      List<Optional<Profile>> samples = new ArrayList<>();
      for (int r = 1; r <= 3; r++) {
        double t = seconds * (1 + 0.03 * (r - 2));
        Optional<Profile> profile = Optional.of(profile(t, mib, i));
        samples.add(profile);
        runs.add(Fixtures.ok(r, t, profile, List.of()));
      }
      List<RunResult> startupRuns = List.of(Fixtures.startup(1, startup));
      commands.add(new CommandResult(name, command(name), false, runs, samples, List.of(),
          startupRuns, Optional.empty()));
    }
    return Fixtures.results("Simple1Benchmark", 1_000_000, 330_123_456,
        Instant.parse("2024-05-06T07:08:09Z"), commands);
  }

  /** Samples every 50 ms while the tree lives, then two after it exited (processes 0). */
  private static Profile profile(double seconds, double mib, int seed) {
    List<Sample> samples = new ArrayList<>();
    for (double t = 0.05; t < seconds; t += 0.05) {
      double ramp = Math.min(1, t / (seconds / 3));
      samples.add(new Sample(t, 100 + 10 * Math.sin(t * (seed + 1)), mib * ramp, 1));
    }
    samples.add(new Sample(seconds + 0.05, 0, 0, 0));
    samples.add(new Sample(seconds + 0.1, 0, 0, 0));
    return new Profile(samples, seconds, seconds, OptionalDouble.of(mib));
  }
}
