package jsonmark.throughput;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
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
   * Runs every serializer of {@code plan} in both variants, writing JMH's log to {@code log} and
   * its own JSON results to {@code jmhJson}; progress goes to {@code info}.
   *
   * @param outputBytes bytes one operation writes, by serializer, to convert operations into MB/s
   */
  static List<Measurement> run(
      Plan plan, Map<String, Long> outputBytes, Consumer<String> info, Path log, Path jmhJson)
      throws RunnerException, IOException {
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
            .result(jmhJson.toString())
            .resultFormat(ResultFormatType.JSON)
            .build();
    try (PrintStream logStream =
        new PrintStream(Files.newOutputStream(log), true, StandardCharsets.UTF_8)) {
      Progress progress =
          new Progress(
              OutputFormatFactory.createFormatInstance(logStream, VerboseMode.NORMAL),
              info,
              outputBytes,
              plan.benchmarks());
      return measurements(new Runner(options, progress).run(), outputBytes);
    }
  }

  static List<Measurement> measurements(Collection<RunResult> results, Map<String, Long> bytes) {
    List<Measurement> measurements = new ArrayList<>();
    for (RunResult result : results) {
      String serializer = result.getParams().getParam("serializer");
      long outputBytes = bytes.get(serializer);
      Statistics stats = result.getPrimaryResult().getStatistics();
      double scale = outputBytes / 1e6; // operations per second → MB per second
      measurements.add(
          new Measurement(
              serializer,
              Variant.ofBenchmark(result.getParams().getBenchmark()),
              outputBytes,
              stats.getMean() * scale,
              stats.getStandardDeviation() * scale,
              stats.getN() > 1 ? stats.getMeanErrorAt(0.999) * scale : Double.NaN,
              stats.getN()));
    }
    return measurements;
  }
}
