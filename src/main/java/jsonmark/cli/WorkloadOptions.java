package jsonmark.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * What the commands run on, for every subcommand that runs deserializers: generated benchmarks
 * ({@code --benchmark}, with {@code --serializer} and {@code --records} or {@code --size}) and
 * the user's own files ({@code --data}), at least one of the two; and the cache they are kept
 * in. {@link PlanBuilder} turns them into workloads.
 */
public final class WorkloadOptions {

  /**
   * {@code --benchmark} and {@code --data}: at least one, both allowed. The group is not required
   * in picocli's sense, since a required group of the root command would be asked of every
   * subcommand too; {@link PlanBuilder} asks for one.
   */
  static final class Inputs {

    @Option(
        names = {"-b", "--benchmark"},
        paramLabel = "NAME",
        completionCandidates = Candidates.BenchmarkNames.class,
        description =
            "Benchmark to generate and run (see --list): Simple1Benchmark, Twitter1Benchmark,"
                + " Canada1Benchmark or Citm1Benchmark, in any case; repeatable, or 'all': every"
                + " command runs on every benchmark's file.")
    List<String> benchmarks = new ArrayList<>();

    @Option(
        names = "--data",
        paramLabel = "FILE",
        description =
            "Your own JSON Lines file, one JSON value per line; repeatable, beside or instead of"
                + " --benchmark. Checked first, copied into the cache; programs get benchmark"
                + " Data and print its generic checksum (docs/benchmarks.md).")
    List<Path> data = new ArrayList<>();
  }

  /** {@code --records} or {@code --size}: how much of each benchmark to write, one of the two. */
  static final class Amount {

    @Option(
        names = "--records",
        paramLabel = "N",
        description = "Number of records of each --benchmark (default: the benchmark's,"
            + " 1,000,000 for Simple1Benchmark; for validate, 1/250 of it); not for --data.")
    Long records;

    @Option(
        names = "--size",
        paramLabel = "SIZE",
        description =
            "Write about this much of each --benchmark (100MB, 1.5GB, 64MiB) instead of"
                + " --records; one for all, or one per --benchmark in their order.")
    List<String> sizes = new ArrayList<>();
  }

  @ArgGroup(exclusive = false, multiplicity = "0..1")
  Inputs inputs;

  @ArgGroup(exclusive = true, multiplicity = "0..1")
  Amount amount;

  @Option(
      names = "--serializer",
      paramLabel = "NAME",
      completionCandidates = Candidates.SerializerNames.class,
      description = "Java library that writes each --benchmark's file: jackson (the default),"
          + " gson, fastjson2 or dsl-json; not for --data.")
  String serializer;

  @Option(
      names = "--cache-dir",
      paramLabel = "DIR",
      description = "Keep the data files here and reuse them; without it a temporary folder is"
          + " used and deleted at exit.")
  Path cacheDir;

  /** The benchmark names given, as given. */
  List<String> benchmarks() {
    return inputs == null ? List.of() : inputs.benchmarks;
  }

  /** The --data files given. */
  List<Path> data() {
    return inputs == null ? List.of() : inputs.data;
  }
}
