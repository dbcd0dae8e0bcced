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

/**
 * The 26 deserializers' times and memory of a real {@code make results} run (Simple1Benchmark,
 * 2026-11-30): the crowded picture where chart labels used to cover each other.
 */
public final class Simple1Results {

  /** Name, the three run times (s), peak memory (MiB). */
  private static final String[] ROWS = {
    "python-orjson 1.323 1.367 1.365 14.92", "python-json 4.214 3.997 4.151 12.74",
    "python-ujson 2.048 2.028 2.000 13.36", "python-rapidjson 3.413 3.452 3.453 15.23",
    "python-simdjson 1.852 1.706 1.755 15.48", "python-msgspec 0.948 1.022 1.051 15.65",
    "nodejs 2.884 2.564 2.406 119.98", "java-jackson 3.626 3.790 3.542 467.27",
    "java-fastjson2 1.171 1.719 1.752 317.75", "java-gson 3.319 3.339 3.641 534.33",
    "java-dsl-json 1.536 1.225 1.364 296.48", "rust 0.830 0.854 0.845 4.75",
    "rust-serde 0.903 0.933 0.867 4.83", "cpp-dom-getline 0.338 0.341 0.353 5.30",
    "cpp-dom-load-many 0.503 0.509 0.491 321.73", "cpp-ondemand-load 0.494 0.496 0.496 321.83",
    "cpp-dom-load-many-threaded 0.469 0.463 0.514 322.44",
    "cpp-ondemand-load-threaded 0.505 0.478 0.484 322.50",
    "go-unstructured-json 5.740 5.631 5.642 19.83", "go-structured-json 4.093 4.251 4.182 19.82",
    "go-unstructured-siojson 3.315 3.283 3.209 22.89",
    "go-structured-siojson 1.066 1.055 1.068 19.48",
    "go-unstructured-jsonparser 1.236 1.247 1.317 19.47",
    "go-unstructured-ast-sonic 2.857 2.718 2.824 20.41",
    "go-unstructured-map-sonic 1.807 1.925 1.748 20.88",
    "go-structured-sonic 1.026 1.054 0.965 20.40",
  };

  private Simple1Results() {}

  public static Report report() {
    return report("Simple1Benchmark", 0, "");
  }

  /** The report with its samples. */
  public static Results results() {
    return results("Simple1Benchmark", 0, "");
  }

  public static Report report(String benchmark, double skew, String failing) {
    return results(benchmark, skew, failing).report();
  }

  /**
   * The same commands as if run on {@code benchmark}: each command's times scaled by its own
   * factor, which {@code skew} sets, and every run of {@code failing} failed.
   */
  public static Results results(String benchmark, double skew, String failing) {
    List<CommandResult> commands = new ArrayList<>();
    int index = 0;
    for (String row : ROWS) {
      double factor = 1 + skew * (index++ % 5);
      String[] f = row.split(" ");
      String name = f[0];
      String command = ManyCommands.command(name.equals("rust") ? "rust-simd-json" : name);
      double mib = Double.parseDouble(f[4]);
      List<RunResult> runs = new ArrayList<>();
      List<Optional<Profile>> samples = new ArrayList<>();
      for (int r = 1; r <= 3; r++) {
        double t = Double.parseDouble(f[r]) * factor;
        boolean ok = !name.equals(failing);
        Optional<Profile> profile = Optional.of(profile(t, mib));
        samples.add(profile);
        runs.add(ok ? Fixtures.ok(r, t, profile, List.of())
            : Fixtures.failed(r, t, 1, "exit status 1"));
      }
      commands.add(new CommandResult(name, command, false, runs, samples, List.of(), List.of(),
          Optional.empty()));
    }
    return Fixtures.results(benchmark, 1_000_000, 332_040_747,
        Instant.parse("2026-11-30T06:32:40Z"), commands);
  }

  private static Profile profile(double seconds, double mib) {
    List<Sample> samples = new ArrayList<>();
    for (double t = 0.05; t < seconds; t += 0.05) {
      samples.add(new Sample(t, 100, mib * Math.min(1, t / (seconds / 4)), 1));
    }
    return new Profile(samples, seconds, seconds, OptionalDouble.of(mib));
  }
}
