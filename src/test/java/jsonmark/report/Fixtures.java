package jsonmark.report;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.env.Environment;
import jsonmark.result.CommandResult;
import jsonmark.result.Contention;
import jsonmark.stats.CpuWait;
import jsonmark.result.RunResult;
import jsonmark.stats.ProfileSummary;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;

/** A fixed report for golden files: a profiled baseline, a partly and a wholly failed command. */
public final class Fixtures {

  private Fixtures() {}

  public static Environment environment() {
    Map<String, String> runtimes = new LinkedHashMap<>();
    runtimes.put("python3", "Python 3.11.2");
    runtimes.put("node", "v18.19.0");
    runtimes.put("java", "openjdk version \"17.0.15\" 2025-04-15");
    runtimes.put("go", "n/a");
    runtimes.put("rustc", "rustc 1.77.0 (aedd173a2 2024-03-17)");
    runtimes.put("g++", "g++ (Debian 12.2.0-14) 12.2.0");
    return new Environment(
        "Example CPU 3000 @ 3.00GHz",
        8,
        16,
        34_359_738_368L,
        "Debian GNU/Linux 12 (bookworm)",
        "Linux 6.1.0-18-amd64",
        "OpenJDK 64-Bit Server VM 17.0.15+6",
        runtimes);
  }

  public static Provenance provenance() {
    return new Provenance("0.1.0", List.of("--benchmark", "Simple1Benchmark", "--runs", "3",
        "python3 main.py orjson $FILENAME"));
  }

  public static Report report() {
    ReportOptions options =
        new ReportOptions(
            "cache/Simple1Benchmark.1.jackson",
            "0b5e1f1d7c3a9e2f4d6b8a0c2e4f6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c",
            3,
            1,
            true,
            50L,
            120.0,
            3,
            "interleaved",
            42L,
            "python-orjson",
            5,
            null,
            "speed");
    return Report.of(
        "Simple1Benchmark",
        1,
        "jackson",
        1_000_000,
        330_123_456,
        -123_456_789,
        options,
        environment(),
        Instant.parse("2024-05-06T07:08:09Z"),
        provenance(),
        List.of(orjson(), rust(), broken()));
  }

  /** What python-orjson's runs name on stdout. */
  static final List<String> ORJSON = List.of("orjson 3.10.7", "CPython 3.11.2");

  static CommandResult orjson() {
    String command = "python3 main.py orjson $FILENAME";
    return new CommandResult(
        "python-orjson",
        command,
        List.of(
            waited(ok("python-orjson", command, 1, 2.18, profile(104.0, 14.5), ORJSON), 0.044,
                Contention.NONE),
            waited(ok("python-orjson", command, 2, 2.2, profile(101.2, 14.6), ORJSON), 0.022,
                Contention.NONE),
            waited(ok("python-orjson", command, 3, 2.16, profile(99.5, 14.4), ORJSON), 0.065,
                Contention.NONE)),
        List.of(),
        List.of(
            startup("python-orjson", command, 1, 0.05),
            startup("python-orjson", command, 2, 0.06),
            startup("python-orjson", command, 3, 0.055)),
        Optional.empty(),
        false);
  }

  public static CommandResult rust() {
    String command = "./rust $FILENAME | tail -1";
    return new CommandResult(
        "rust | tail",
        command,
        List.of(
            waited(ok("rust | tail", command, 1, 1.62, Optional.empty()), 0.49,
                Contention.SET_ASIDE),
            waited(ok("rust | tail", command, 1, 1.05, Optional.empty()), 0.01, Contention.NONE),
            new RunResult(
                "rust | tail", command, 2, 0.5, 101, Optional.empty(), false,
                Optional.of("exit status 101: thread 'main' panicked"), Optional.empty()),
            ok("rust | tail", command, 3, 1.04, Optional.empty())),
        List.of("warm-up 1: printed checksum '12', expected -123456789"),
        List.of(
            new RunResult(
                "rust | tail", command, 1, 0.01, 1, Optional.empty(), false,
                Optional.of("exit status 1: empty input"), Optional.empty())));
  }

  static CommandResult broken() {
    String command = "missing $FILENAME";
    return new CommandResult(
        "missing",
        command,
        List.of(
            new RunResult(
                "missing", command, 1, 0.002, 127, Optional.empty(), false,
                Optional.of("exit status 127: sh: 1: missing: not found"), Optional.empty())));
  }

  static Optional<Profile> profile(double cpu, double rss) {
    return Optional.of(
        new Profile(
            List.of(
                new Sample(0.05, cpu - 4, rss - 0.5, 1),
                new Sample(0.1, cpu, rss, 1),
                new Sample(0.15, cpu - 2, rss + 0.1, 2)),
            0.152,
            0.15,
            OptionalDouble.of(rss + 0.25)));
  }

  /** {@code run} with a measured CPU wait of {@code seconds} and PSI of twice that. */
  private static RunResult waited(RunResult run, double seconds, Contention contention) {
    return run.withCpuWait(new CpuWait(OptionalDouble.of(seconds),
        OptionalDouble.of(2 * seconds), OptionalDouble.of(0), run.seconds(), Optional.empty(),
        OptionalDouble.of(0.004), OptionalDouble.of(10 * seconds)),
        contention);
  }

  private static RunResult startup(String name, String command, int run, double seconds) {
    return new RunResult(
        name, command, run, seconds, 0, Optional.of("0"), true, Optional.empty(),
        Optional.empty());
  }

  private static RunResult ok(
      String name, String command, int run, double seconds, Optional<Profile> profile) {
    return ok(name, command, run, seconds, profile, List.of());
  }

  /** A run whose stdout named {@code libraries} in {@code library:} lines. */
  private static RunResult ok(String name, String command, int run, double seconds,
      Optional<Profile> profile, List<String> libraries) {
    return new RunResult(
        name, command, run, seconds, 0, Optional.of("-123456789"), true, Optional.empty(),
        profile, profile.map(ProfileSummary::of), libraries, Optional.empty(),
        jsonmark.result.Contention.NONE);
  }
}
