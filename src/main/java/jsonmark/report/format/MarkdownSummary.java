package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import jsonmark.io.Mappers;
import jsonmark.report.Ranking;
import jsonmark.report.ReadableTime;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.report.chart.Charts;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;

/**
 * {@code summary.md}: what was run and on what machine, the results table, what each column
 * means, and any warnings and failures.
 */
public final class MarkdownSummary {

  private static final String LEGEND =
      "Rows run fastest first (--sort command keeps the commands' order). Times are wall-clock,"
          + " from spawn to exit, in the unit in each header (--time-unit, else ms when every"
          + " mean is under a second, else s); `mean ± σ` is the mean and sample standard deviation of"
          + " the counted runs (those that passed and were not set aside), `runs` how many there"
          + " were (and how many more were set aside or failed), `min…max` the fastest and the"
          + " slowest of them, `user / sys` the mean CPU time of the whole process tree in user"
          + " mode and in the kernel (the driver reaps every process of it). `cpu p95` is the 95th percentile of the CPU utilisation"
          + " samples of the whole process tree (100 = one core busy), `mem p95` the 95th"
          + " percentile of its resident memory (the time-against-memory chart plots the peak)."
          + " `% time` is the"
          + " time against the baseline named in its header (--baseline, else the fastest; 100 ="
          + " as fast, 200 = twice as long): the geometric mean of the per-round ratios, with in"
          + " parentheses its 95 % confidence interval, a t-interval of the per-round log-ratios;"
          + " the lines under the table set each command against the same baseline by the same"
          + " method, and say \"no significant difference\" exactly when the interval contains 1."
          + " `MB/s` is the data file's bytes (10^6) over the mean time, the whole process. `start-up"
          + " ± σ` is the mean time of the command on an empty data file (runtime boot, imports,"
          + " program start; not the JIT's warming on real data), and `parse MB/s` the bytes over"
          + " (mean − start-up): n/a, with a note saying why, when the start-up was not"
          + " measured or is too close to the mean to take out (half of it or more, or the"
          + " difference within two standard errors of 0). `waited` is the share of the runs'"
          + " time their trees waited for a CPU that other programs held, summed over the tree's"
          + " threads (so it can pass 100 % when several waited at once). `time_N` is the counted"
          + " run of round N, shown up to 10 rounds (runs.csv has every run).\n";

  /** What the columns of the wall-time table mean under --measure instructions. */
  private static final String VALGRIND_LEGEND =
      "Rows run in the instruction table's order. Times are wall-clock under Valgrind, from"
          + " spawn to exit, in the unit in each header; `mean ± σ` is the mean and sample"
          + " standard deviation of the counted runs, `runs` how many there were (and how many"
          + " more were set aside or failed), `min…max` the fastest and the slowest of them,"
          + " `user / sys` the mean CPU time of the whole process tree, Valgrind's included."
          + " `cpu p95` and `mem p95` are the 95th percentiles of the tree's CPU utilisation and"
          + " resident memory, Valgrind's included; `start-up ± σ` the mean time on an empty"
          + " data file; `waited` the share of the runs' time their trees waited for a CPU."
          + " `time_N` is the counted run of round N, shown up to 10 rounds. No % time and no"
          + " rate are shown: they would be Valgrind's speed, not the command's.\n";

  private final Predicate<String> chartWritten;

  /** A summary that links every chart the report can draw. */
  public MarkdownSummary() {
    this(chart -> true);
  }

  /** A summary that links only the charts (by file name) for which {@code chartWritten} holds. */
  public MarkdownSummary(Predicate<String> chartWritten) {
    this.chartWritten = chartWritten;
  }

  public String render(Report report) {
    StringBuilder text = new StringBuilder();
    text.append("# JSONMark: ").append(report.benchmark()).append("\n\n");
    // What qualifies every verdict (interrupted, a busy machine) comes first, before any of them.
    WarningText.qualifiers(report.claims())
        .forEach(why -> text.append("> **").append(why).append("**\n\n"));
    text.append("- Started: ")
        .append(ReadableTime.of(report.startTime()))
        .append('\n');
    text.append(ShardLines.of(report.shard()));
    text.append(
        String.format(
            Locale.ROOT,
            "- Data: %d records, %d bytes (%.1f MB), written by %s; expected checksum %d\n",
            report.records(),
            report.dataBytes(),
            report.dataBytes() / 1e6,
            report.serializer(),
            report.expectedChecksum()));
    text.append("- Options: ").append(options(report.options())).append('\n');
    text.append("\n## Environment\n\n").append(report.environment().toMarkdown());
    for (Sections.Section section : Sections.of(report)) {
      text.append("\n## ").append(section.title()).append("\n\n");
      if (!section.intro().isEmpty()) {
        text.append(section.intro()).append("\n\n");
      }
      switch (section.table()) {
        case INSTRUCTIONS -> text.append(InstructionTable.render(report)).append('\n')
            .append(InstructionTable.LEGEND);
        case TIMES -> {
          text.append(new SummaryTable().render(report));
          List<String> ranking = section.headline() ? Ranking.lines(report) : List.of();
          if (!ranking.isEmpty()) {
            text.append('\n');
            ranking.forEach(line -> text.append("- ").append(line).append('\n'));
          }
          text.append('\n').append(section.headline() ? LEGEND : VALGRIND_LEGEND);
        }
      }
    }
    text.append("\n## Commands\n\n");
    for (CommandSummary command : report.commands()) {
      String code = command.command().replace('\n', ' ');
      // A code span holding a backtick is fenced by two, with spaces inside.
      String fence = code.contains("`") ? "`` " : "`";
      text.append("- ").append(command.name()).append(": ").append(fence).append(code)
          .append(new StringBuilder(fence).reverse())
          .append(command.shell() ? " (by /bin/sh -c)" : " (run directly, no shell)")
          .append('\n');
    }
    List<String> charts = new ArrayList<>();
    if (Charts.hasInstructions(report) && chartWritten.test("instructions.png")) {
      String caption = Charts.instructionsCaption(report);
      charts.add("![" + Character.toUpperCase(caption.charAt(0)) + caption.substring(1)
          + "](instructions.png)");
    }
    if (Charts.hasTimes(report) && chartWritten.test("time.png")) {
      charts.add("![Mean wall time per command](time.png)");
    }
    if (Charts.hasTradeoff(report) && chartWritten.test("tradeoff.png")) {
      charts.add("![Time against memory: the fastest and leanest](tradeoff.png)");
    }
    if (Charts.hasTimes(report) && Charts.hasProfiles(report)) {
      if (chartWritten.test("cpu.png")) {
        charts.add("![CPU over time](cpu.png)");
      }
      if (chartWritten.test("memory.png")) {
        charts.add("![Memory over time](memory.png)");
      }
    }
    if (!charts.isEmpty()) {
      text.append("\n## Charts\n\n").append(String.join("\n\n", charts)).append('\n');
    }
    List<CommandSummary> commands = report.commands();
    List<String> warnings = commands.stream()
        .flatMap(command -> command.warnings().stream())
        .filter(w -> !report.claims().machine().contains(w)).map(WarningText::of).toList();
    if (!warnings.isEmpty()) {
      text.append("\n## Warnings\n\n");
      warnings.forEach(warning -> text.append("- ").append(warning).append('\n'));
    }
    List<String> failures = failures(report);
    if (!failures.isEmpty()) {
      text.append("\n## Failures\n\n");
      failures.forEach(line -> text.append("- ").append(line.replace('\n', ' ')).append('\n'));
    }
    return text.toString();
  }

  /** The options as {@code key=value}, with the same keys as {@code summary.json}. */
  private static String options(ReportOptions options) {
    List<String> pairs = new ArrayList<>();
    Mappers.tree(options)
        .properties()
        .forEach(field -> pairs.add(field.getKey() + "=" + (field.getValue().isObject()
            ? options.budget().describe() : field.getValue().asText())));
    return String.join(", ", pairs);
  }

  /**
   * One line per failed run of every command, warm-up and start-up runs included: the
   * Failures section of summary.md and of report.html.
   */
  static List<String> failures(Report report) {
    List<String> failures = new ArrayList<>();
    for (CommandSummary command : report.commands()) {
      String name = command.name();
      command.warmupFailures().forEach(why -> failures.add(name + ", " + why));
      for (RunResult run : command.startupRuns()) {
        run.failure().ifPresent(why -> failures.add(
            name + ", start-up run " + run.run() + " (empty file): " + why));
      }
      for (RunResult run : command.runs()) {
        run.failure().ifPresent(why -> failures.add(name + ", run " + run.run() + ": " + why));
      }
    }
    return failures;
  }
}
