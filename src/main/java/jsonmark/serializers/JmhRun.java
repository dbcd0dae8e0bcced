package jsonmark.serializers;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.util.Statistics;

/** Runs {@link SerializerBenchmark} through JMH's Runner and turns its results into MB/s. */
public final class JmhRun {

  /** The heap of every fork, fixed so that heap sizing is the same for every serializer. */
  static final List<String> FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g");

  /** How JMH is to run: what to measure and for how long. */
  public record Plan(
      String benchmark,
      long records,
      List<String> serializers,
      int forks,
      int warmupIterations,
      int iterations,
      TimeValue iterationTime) {

    int benchmarks() {
      return serializers.size() * Variant.values().length;
    }

    Plan withSerializers(List<String> only) {
      return new Plan(benchmark, records, only, forks, warmupIterations, iterations, iterationTime);
    }
  }

  private JmhRun() {}

  /**
   * What JMH measured in a run that finished.
   *
   * @param jmhJson JMH's own JSON results, every fork's iterations with them
   */
  record Outcome(List<Measurement> measurements, String jmhJson) {}

  /**
   * Runs every serializer of {@code plan} in both variants, writing JMH's log to {@code log};
   * progress goes to {@code info}, and {@code measured} is given everything measured so far each
   * time a benchmark ends, so that a run stopped early keeps it.
   *
   * @param outputBytes bytes one operation writes, by serializer, to convert operations into MB/s
   */
  static Outcome run(Plan plan, Map<String, Long> outputBytes, Consumer<String> info,
      OutputStream log, Consumer<List<Measurement>> measured) throws RunnerException {
    // No result file: JMH creates it empty at the start and fills it only at the end, which an
    // interrupt would leave as a 0-byte jmh.json; its JSON is rendered from the results instead.
    Options options =
        new OptionsBuilder()
            .include("^" + Pattern.quote(SerializerBenchmark.class.getName()) + "\\.")
            .param("benchmark", plan.benchmark())
            .param("records", Long.toString(plan.records()))
            .param("serializer", plan.serializers().toArray(String[]::new))
            .mode(Mode.Throughput)
            .timeUnit(TimeUnit.SECONDS)
            .threads(1)
            .forks(plan.forks())
            .warmupIterations(plan.warmupIterations())
            .warmupTime(plan.iterationTime())
            .measurementIterations(plan.iterations())
            .measurementTime(plan.iterationTime())
            .jvmArgs(FORK_JVM_ARGS.toArray(String[]::new))
            .shouldFailOnError(true)
            .build();
    PrintStream logStream = new PrintStream(log, true, StandardCharsets.UTF_8);
    List<Measurement> soFar = new ArrayList<>();
    Progress progress =
        new Progress(
            OutputFormatFactory.createFormatInstance(logStream, VerboseMode.NORMAL),
            info,
            plan.benchmarks(),
            ended -> {
              Measurement m = measurement(ended.getParams(), ended.getPrimaryResult(), outputBytes);
              info.accept(String.format(Locale.ROOT, "      %,.1f MB/s", m.mean()));
              soFar.add(m);
              measured.accept(List.copyOf(soFar));
            });
    Collection<RunResult> results = new Runner(options, progress).run();
    logStream.flush();
    List<Measurement> measurements = new ArrayList<>();
    results.forEach(r -> measurements.add(measurement(r.getParams(), r.getPrimaryResult(),
        outputBytes)));
    return new Outcome(measurements, json(results));
  }

  /** One benchmark's result in MB/s, over the measured iterations of all its forks. */
  static Measurement measurement(BenchmarkParams params, Result<?> primary,
      Map<String, Long> bytes) {
    String serializer = params.getParam("serializer");
    long outputBytes = bytes.get(serializer);
    Statistics stats = primary.getStatistics();
    double scale = outputBytes / 1e6; // operations per second → MB per second
    // JMH gives no error below 3 iterations (NaN): none is claimed then.
    return new Measurement(
        serializer,
        Variant.ofBenchmark(params.getBenchmark()),
        outputBytes,
        stats.getMean() * scale,
        stats.getStandardDeviation() * scale,
        stats.getMeanErrorAt(0.999) * scale,
        stats.getN());
  }

  /** JMH's JSON of {@code results}, as its {@code -rf json} writes it. */
  private static String json(Collection<RunResult> results) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
    out.flush();
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
