package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.cache.DataFile;
import jsonmark.env.Environment;
import jsonmark.exec.LabelledCommand;
import jsonmark.io.FileNames;
import jsonmark.plan.Plan;
import jsonmark.plan.Sharding;
import jsonmark.plan.Workload;
import jsonmark.report.Provenance;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.report.ShardPart;
import jsonmark.report.Results;
import jsonmark.report.RunIdentity;
import jsonmark.report.format.ResultsFolder;
import jsonmark.result.RunOrder;

/**
 * Where a benchmark's results go as they come in: its {@link ResultsFolder}, rewritten after every
 * round so that nothing is lost, and its logs/ with each run's stderr. It only writes: nothing is
 * read back from it.
 */
final class FolderSink {

  private final ResultsFolder folder;
  private final WriteFailures failures;
  private final Map<String, String> logNames;

  private FolderSink(ResultsFolder folder, WriteFailures failures, Map<String, String> logNames) {
    this.folder = folder;
    this.failures = failures;
    this.logNames = logNames;
  }

  /**
   * The results folder of {@code workload}: a new dated folder in the results directory, or
   * {@code parent/<name>} when the invocation runs several workloads.
   */
  static FolderSink create(Plan plan, Workload workload, Optional<Path> parent,
      WriteFailures failures, Instant start) throws IOException {
    ResultsFolder folder = parent.isPresent()
        ? ResultsFolder.createIn(parent.get(), workload.label())
        : ResultsFolder.create(plan.output().resultsDir(), workload.label(), start);
    return new FolderSink(folder, failures, logNames(plan.work().commands()));
  }

  /** The report of {@code workload} before any run: what it ran on, how, and on what machine. */
  static Report empty(Plan plan, Workload workload, DataFile data, Environment environment,
      Provenance provenance, Instant start) {
    int version = workload instanceof Workload.Generated g ? g.benchmark().version()
        : jsonmark.cache.UserDataCache.BENCHMARK_VERSION;
    String serializer = workload instanceof Workload.Generated g ? g.serializer().name()
        : "user";
    return Report.of(provenance, workload.label(), version, serializer,
        data.metadata().records(), data.metadata().bytes(), data.metadata().checksum(), start,
        options(plan, data), environment, List.of()).withShard(part(plan))
        .withRun(RunIdentity.fresh(provenance.commit()));
  }

  /** The part of a split plan that {@code plan} is, as its reports record it. */
  static Optional<ShardPart> part(Plan plan) {
    Sharding sharding = plan.sharding();
    return sharding.split()
        ? Optional.of(new ShardPart(sharding.shard().toString(), sharding.by().code(),
            sharding.planHash(), ShardPart.State.RUNNING, sharding.commands(),
            sharding.benchmarks(), List.of()))
        : Optional.empty();
  }

  /** Each command's log file stem, distinct even where two names differ only in punctuation. */
  private static Map<String, String> logNames(List<LabelledCommand> commands) {
    List<String> names = commands.stream().map(LabelledCommand::name).toList();
    List<String> stems = FileNames.distinct(names);
    Map<String, String> byName = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      byName.put(names.get(i), stems.get(i));
    }
    return byName;
  }

  /**
   * The data file as results show it: relative to the current folder when it is inside it (as
   * with {@code --cache-dir cache}), so that a results folder shared or committed does not carry
   * the path of the machine that wrote it.
   */
  static String shown(Path file) {
    Path here = Path.of("").toAbsolutePath();
    Path absolute = file.toAbsolutePath().normalize();
    return absolute.startsWith(here) ? here.relativize(absolute).toString() : file.toString();
  }

  private static ReportOptions options(Plan plan, DataFile data) {
    return new ReportOptions(
        shown(data.path()),
        data.metadata().sha256(),
        plan.schedule().budget(),
        plan.schedule().warmup(),
        plan.measuring().profile(),
        plan.measuring().profile() ? OptionalLong.of(plan.measuring().interval().toMillis())
            : OptionalLong.empty(),
        plan.schedule().timeout().map(t -> OptionalDouble.of(t.toNanos() / 1e9))
            .orElse(OptionalDouble.empty()),
        plan.schedule().startupRuns(),
        plan.schedule().order(),
        plan.schedule().order() == RunOrder.INTERLEAVED ? OptionalLong.of(plan.schedule().seed())
            : OptionalLong.empty(),
        plan.output().baseline(),
        plan.schedule().maxWaitPercent(),
        plan.output().sort(),
        plan.measuring().measure(),
        plan.output().timeUnit());
  }

  /** Rewrites the text files (tables, runs, samples): cheap enough between two rounds. */
  void writeText(Results results) {
    try {
      folder.writeText(results);
    } catch (IOException e) {
      failures.report(folder.path(), e);
    }
  }

  /** Rewrites every file, the charts and report.html included. */
  void write(Results results) {
    try {
      folder.write(results);
    } catch (IOException e) {
      failures.report(folder.path(), e);
    }
  }

  /** A log file for one run's stderr, written on first use. */
  OutputStream stderrLog(String name, String kind, int run) {
    Path file =
        folder.path().resolve("logs")
            .resolve(logNames.getOrDefault(name, FileNames.safe(name)) + "-" + kind + "-" + run
                + ".stderr.log");
    return new LazyFileStream(file, e -> failures.report(folder.path(), e));
  }

  Path folder() {
    return folder.path();
  }
}
