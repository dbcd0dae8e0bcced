package jsonmark.report.chart;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.profile.Sample;
import jsonmark.report.MatrixReport;
import jsonmark.report.Report;
import jsonmark.report.Results;
import jsonmark.result.RunResult;

/**
 * The result charts, drawn headless as PNG: mean time per command ({@link TimeChart}),
 * instructions per record ({@link InstructionChart}), time
 * against memory with the Pareto front ({@link TradeoffChart}), and with profiling CPU % and RSS
 * over time as small multiples on shared axes ({@link ProfileGrid}); over several benchmarks, the
 * ranking on each side by side ({@link RankingChart}).
 */
public final class Charts {

  private static final ProfileGrid.Figure CPU = new ProfileGrid.Figure(
      "CPU utilisation of the process tree", "CPU % (100 = one core)", Sample::cpuPercent, false,
      false);
  private static final ProfileGrid.Figure MEMORY = new ProfileGrid.Figure(
      "resident memory of the process tree", "RSS (MiB)", Sample::rssMiB, true, true);

  private Charts() {}

  /** Whether {@link #time} draws anything: some command has a successful run. */
  public static boolean hasTimes(Report report) {
    return report.commands().stream().anyMatch(c -> c.statistics().isPresent());
  }

  /** Whether {@link #cpu} and {@link #memory} draw anything: some run has samples. */
  public static boolean hasProfiles(Report report) {
    return report.commands().stream().flatMap(c -> c.runs().stream()).anyMatch(Charts::profiled);
  }

  /** Whether {@link #tradeoff} draws anything: some command has a time and a peak memory. */
  public static boolean hasTradeoff(Report report) {
    return TradeoffChart.drawable(report);
  }

  /**
   * The bar chart of mean times, or empty when no command has a successful run or when times do
   * not lead the claims (under --measure instructions they are Valgrind's).
   */
  public static Optional<byte[]> time(Report report) throws IOException {
    return timesLead(report) ? png(TimeChart.draw(report)) : Optional.empty();
  }

  /** Whether the claims rank by wall time: a chart of times then shows a verdict's figures. */
  private static boolean timesLead(Report report) {
    return report.claims().time().leader().isPresent();
  }

  /** Whether {@link #instructions} draws anything: some command has an instruction count. */
  public static boolean hasInstructions(Report report) {
    return report.commands().stream().anyMatch(c -> c.instructions().isPresent());
  }

  /** What {@link #instructions} draws, in words, for its title and every caption of it. */
  public static String instructionsCaption(Report report) {
    return InstructionChart.caption(report);
  }

  /** The bar chart of instructions per record, or empty when no command was counted. */
  public static Optional<byte[]> instructions(Report report) throws IOException {
    return png(InstructionChart.draw(report));
  }

  /** Whether {@link #ranking} draws anything: some benchmark has a command with a time. */
  static boolean hasRanking(MatrixReport matrix) {
    return matrix.reports().stream().anyMatch(Charts::hasTimes);
  }

  /** Each command's time over the fastest's per benchmark, benchmarks side by side. */
  public static Optional<byte[]> ranking(MatrixReport matrix) throws IOException {
    return hasRanking(matrix) ? png(RankingChart.draw(matrix)) : Optional.empty();
  }

  /** Mean time against peak memory, or empty without profiles or when times do not lead. */
  public static Optional<byte[]> tradeoff(Report report) throws IOException {
    return timesLead(report) ? png(TradeoffChart.draw(report)) : Optional.empty();
  }

  /** CPU % over time, one panel per command, or empty when nothing was profiled. */
  public static Optional<byte[]> cpu(Results results) throws IOException {
    return png(ProfileGrid.draw(results, CPU));
  }

  /** Resident memory over time, one panel per command, or empty when nothing was profiled. */
  public static Optional<byte[]> memory(Results results) throws IOException {
    return png(ProfileGrid.draw(results, MEMORY));
  }

  /**
   * What each chart of {@code results} says above its plot, its first line first, by file name
   * (a chart that draws nothing has no entry): the words the charts claim, read from the same
   * chart models that are drawn, so that a check of them needs no pixels.
   */
  public static Map<String, List<String>> titles(Results results) {
    Report report = results.report();
    Map<String, List<String>> titles = new LinkedHashMap<>();
    if (hasTimes(report) && timesLead(report)) {
      titles.put("time.png", TimeChart.bars(report).lines());
    }
    if (hasInstructions(report)) {
      titles.put("instructions.png", InstructionChart.bars(report).lines());
    }
    if (timesLead(report)) {
      TradeoffChart.plot(report)
          .ifPresent(p -> titles.put("tradeoff.png", p.heading().lines()));
    }
    ProfileGrid.heading(results, CPU).ifPresent(h -> titles.put("cpu.png", h.lines()));
    ProfileGrid.heading(results, MEMORY).ifPresent(h -> titles.put("memory.png", h.lines()));
    return titles;
  }

  private static Optional<byte[]> png(Optional<BufferedImage> image) throws IOException {
    return image.isPresent() ? Optional.of(ChartStyle.png(image.get())) : Optional.empty();
  }

  private static boolean profiled(RunResult run) {
    return run.profile().map(p -> p.samples() > 0).orElse(false);
  }
}
