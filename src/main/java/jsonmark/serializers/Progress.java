package jsonmark.serializers;

import java.io.IOException;
import java.util.Collection;
import java.util.Locale;
import java.util.function.Consumer;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's output: its full log goes to {@code log} (kept in the results folder), a line per benchmark
 * started goes to the user's log, and each benchmark's result, as it ends, to {@code ended}.
 */
final class Progress implements OutputFormat {

  private final OutputFormat log;
  private final Consumer<String> info;
  private final int total;
  private final Consumer<BenchmarkResult> ended;
  private int started;

  /**
   * @param total how many benchmarks will run
   * @param ended told each benchmark's result over all its forks, as it ends
   */
  Progress(OutputFormat log, Consumer<String> info, int total, Consumer<BenchmarkResult> ended) {
    this.log = log;
    this.info = info;
    this.total = total;
    this.ended = ended;
  }

  @Override
  public void startBenchmark(BenchmarkParams params) {
    log.startBenchmark(params);
    started++;
    info.accept(
        String.format(
            Locale.ROOT,
            "[%d/%d] %s, %s: %d fork(s) × %d iterations of %s…",
            started,
            total,
            params.getParam("serializer"),
            Variant.ofBenchmark(params.getBenchmark()).label,
            params.getForks(),
            params.getMeasurement().getCount(),
            params.getMeasurement().getTime()));
  }

  @Override
  public void endBenchmark(BenchmarkResult result) {
    log.endBenchmark(result);
    if (result != null) {
      ended.accept(result);
    }
  }

  @Override
  public void iteration(BenchmarkParams benchmark, IterationParams params, int iteration) {
    log.iteration(benchmark, params, iteration);
  }

  @Override
  public void iterationResult(
      BenchmarkParams benchmark, IterationParams params, int iteration, IterationResult data) {
    log.iterationResult(benchmark, params, iteration, data);
  }

  @Override
  public void startRun() {
    log.startRun();
  }

  @Override
  public void endRun(Collection<RunResult> result) {
    log.endRun(result);
  }

  @Override
  public void print(String s) {
    log.print(s);
  }

  @Override
  public void println(String s) {
    log.println(s);
  }

  @Override
  public void flush() {
    log.flush();
  }

  @Override
  public void close() {
    log.close();
  }

  @Override
  public void verbosePrintln(String s) {
    log.verbosePrintln(s);
  }

  @Override
  public void write(int b) {
    log.write(b);
  }

  @Override
  public void write(byte[] b) throws IOException {
    log.write(b);
  }
}
