package jsonmark.throughput;

import java.io.IOException;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's output: its full log goes to {@code log} (kept in the results folder), and two lines per
 * benchmark go to the user's log, the result already in MB/s.
 */
final class Progress implements OutputFormat {

  private final OutputFormat log;
  private final Consumer<String> info;
  private final Map<String, Long> outputBytes;
  private final int total;
  private int started;

  /**
   * @param outputBytes bytes one operation writes, by serializer name
   * @param total how many benchmarks will run
   */
  Progress(OutputFormat log, Consumer<String> info, Map<String, Long> outputBytes, int total) {
    this.log = log;
    this.info = info;
    this.outputBytes = outputBytes;
    this.total = total;
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
    if (result == null) {
      return;
    }
    double bytes = outputBytes.getOrDefault(result.getParams().getParam("serializer"), 0L);
    double mean = result.getPrimaryResult().getScore() * bytes / 1e6;
    info.accept(String.format(Locale.ROOT, "      %,.1f MB/s", mean));
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
