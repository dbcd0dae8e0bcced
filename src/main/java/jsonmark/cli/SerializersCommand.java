package jsonmark.cli;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;
import jsonmark.serializers.JmhRun;
import jsonmark.serializers.SerializersRun;
import org.openjdk.jmh.runner.options.TimeValue;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code jsonmark serializers}: the Java serializers' own throughput, measured with JMH. */
@Command(
    name = "serializers",
    description = {
      "Measures the Java serializers themselves, in process, with JMH: each writes the"
          + " benchmark's records (built in memory, untimed) as JSON Lines, into a fresh buffer"
          + " per operation and into a reused one. Every output is first parsed back and compared"
          + " with the records; a serializer whose values differ is reported and not timed.",
      "Prints MB/s (mean ± σ, JMH's 99.9%% error), output bytes and speed relative to the"
          + " fastest, and writes them to <results-dir>/<UTC time>-serializers/.",
      "The defaults take about a minute; for publishable numbers use e.g."
          + " --forks 3 --warmup-iterations 5 --iterations 10 --iteration-time 2s.",
    },
    footerHeading = "%n",
    // Its own footer: the one of jsonmark itself, inherited, is about deserializer commands.
    footer = {"Exit status: 0 measured; 1 a serializer's output differed from the records, or"
        + " the results could not be written; 2 usage error."})
final class SerializersCommand implements Callable<Integer> {

  private final Context context;

  SerializersCommand(Context context) {
    this.context = context;
  }

  /**
   * Heap the equivalence check holds per Simple1 record (the record objects and two serializers'
   * outputs), measured: 100,000 records did not fit a 128 MiB heap, 50,000 did. The other shapes'
   * records are larger in the same proportion as their default count is smaller (every default
   * file is about 300 MB).
   */
  static final long HEAP_BYTES_PER_RECORD = 2_600;

  /** The heap one record of {@code benchmark} takes in the equivalence check, in bytes. */
  static long heapPerRecord(Benchmark<?> benchmark) {
    return HEAP_BYTES_PER_RECORD * SIMPLE1_RECORDS / benchmark.defaultRecords();
  }

  private static final long SIMPLE1_RECORDS = 1_000_000;

  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Option(
      names = {"-b", "--benchmark"},
      required = true,
      paramLabel = "NAME",
      completionCandidates = Candidates.BenchmarkNames.class,
      description = "Benchmark whose records are written (see jsonmark --list).")
  String benchmark;

  @Option(
      names = "--serializer",
      paramLabel = "NAME",
      completionCandidates = Candidates.SerializerNames.class,
      description = "Serializer to measure, repeatable (default: all, in --list order).")
  List<String> serializers = new ArrayList<>();

  @Option(
      names = "--records",
      paramLabel = "N",
      defaultValue = "10000",
      description =
          "Records one operation writes (default: ${DEFAULT-VALUE}); about 2.6 KB of heap each,"
              + " see JSONMARK_JAVA_OPTS.")
  long records;

  @Mixin ResultsDirOption resultsDir;

  @Option(
      names = "--forks",
      paramLabel = "N",
      defaultValue = "1",
      description = "Fresh JVMs per serializer and variant (default: ${DEFAULT-VALUE}).")
  int forks;

  @Option(
      names = "--warmup-iterations",
      paramLabel = "N",
      defaultValue = "3",
      description = "Untimed iterations in each fork first (default: ${DEFAULT-VALUE}).")
  int warmupIterations;

  @Option(
      names = "--iterations",
      paramLabel = "N",
      defaultValue = "3",
      description = "Measured iterations in each fork (default: ${DEFAULT-VALUE}).")
  int iterations;

  @Option(
      names = "--iteration-time",
      paramLabel = "TIME",
      defaultValue = "1s",
      description = "Length of every iteration, such as 500ms or 2s (default: ${DEFAULT-VALUE}).")
  String iterationTime;

  @Override
  public Integer call() throws Exception {
    Benchmark<?> chosen =
        BenchmarkNames.find(benchmark)
            .orElseThrow(
                () -> usage("unknown benchmark '" + benchmark + "'; known: " + Benchmarks.names()));
    return new SerializersRun(context.log(), context.out(), context.err(), context.cleanup(),
        context::resultsFolder).run(chosen, plan(chosen), resultsDir.resultsDir(), Instant.now());
  }

  /** What JMH is to run, every option checked. */
  private JmhRun.Plan plan(Benchmark<?> chosen) {
    checkRecordsFitTheHeap(chosen);
    if (forks < 1 || warmupIterations < 0 || iterations < 1) {
      throw usage("--forks and --iterations must be at least 1, --warmup-iterations at least 0");
    }
    return new JmhRun.Plan(chosen.name(), records, serializerNames(), forks, warmupIterations,
        iterations, iterationTime());
  }

  private void checkRecordsFitTheHeap(Benchmark<?> chosen) {
    if (records < 1) {
      throw usage("--records must be at least 1, not " + records);
    }
    long heap = Runtime.getRuntime().maxMemory();
    long perRecord = heapPerRecord(chosen);
    if (records > heap / perRecord) {
      long neededMiB = records * perRecord / (1 << 20) + 1;
      throw usage(
          String.format(
              Locale.ROOT,
              "--records %d of " + chosen.name() + " needs about %d MiB of heap, this JVM has"
                  + " %d MiB; raise it, e.g."
                  + " JSONMARK_JAVA_OPTS=-Xmx%dm",
              records, neededMiB, heap >> 20, Math.max(256, neededMiB * 2)));
    }
  }

  /** The serializers to measure: those given, each once, or all of them. */
  private List<String> serializerNames() {
    if (serializers.isEmpty()) {
      return Serializers.all().stream().map(Serializer::name).toList();
    }
    List<String> names = new ArrayList<>();
    for (String name : serializers) {
      Serializers.byName(name)
          .orElseThrow(
              () -> usage("unknown serializer '" + name + "'; known: " + Serializers.names()));
      if (names.contains(name)) {
        throw usage("--serializer " + name + " is given twice");
      }
      names.add(name);
    }
    return names;
  }

  private TimeValue iterationTime() {
    try {
      TimeValue time = TimeValue.fromString(iterationTime);
      if (time.convertTo(TimeUnit.MILLISECONDS) < 1) {
        throw new IllegalArgumentException("too short");
      }
      return time;
    } catch (IllegalArgumentException e) {
      throw usage(
          "--iteration-time must be a time such as 500ms or 2s, not '" + iterationTime + "'");
    }
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
