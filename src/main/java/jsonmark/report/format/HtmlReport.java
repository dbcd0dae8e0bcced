package jsonmark.report.format;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import jsonmark.report.Languages;
import jsonmark.report.Ranking;
import jsonmark.report.ReadableTime;
import jsonmark.report.Report;
import jsonmark.report.chart.ChartLabels;
import jsonmark.result.CommandSummary;

/**
 * {@code report.html}: one self-contained page to share (no network: CSS and JS inline, charts
 * as base64 data URIs) that reads on a phone as on a desktop: the verdict first (fastest,
 * leanest, the Pareto set), the results table (sorted by clicking a column header, or on load
 * by {@code ?sort=N} or {@code ?sort=-N}) in a box that scrolls sideways on its own, who won,
 * each command with its text and its warnings, the charts, the failures, and the environment as
 * a table. Once the page has loaded, {@code body[data-images]} reads {@code decoded/total} for
 * the images and {@code body[data-overflow]} whether the page scrolls sideways, so that a
 * headless browser can check both.
 */
public final class HtmlReport {

  /** The charts in the order they are shown, with what each shows. */
  private static final String[][] CHARTS = {
    {"time.png", "Mean wall time per command"},
    {"tradeoff.png", "Time against memory: the fastest and leanest"},
    {"cpu.png", "CPU over time"},
    {"memory.png", "Memory over time"},
  };

  private final Function<String, Optional<byte[]>> charts;
  private final boolean inOverview;

  /**
   * @param charts the PNG bytes of a chart by file name, empty when it was not drawn
   * @param inOverview whether the page is one benchmark of a run over several, whose overview
   *     page is one folder up
   */
  public HtmlReport(Function<String, Optional<byte[]>> charts, boolean inOverview) {
    this.charts = charts;
    this.inOverview = inOverview;
  }

  public String render(Report report) {
    Map<String, Object> view = new LinkedHashMap<>();
    view.put("title", "JSONMark: " + report.benchmark());
    view.put("overview", inOverview);
    view.put("intro", String.format(Locale.ROOT,
        "Started %s. Data: %,d records, %.1f MB, written by %s; expected checksum %d.",
        ReadableTime.of(report.startTime()), report.records(),
        report.dataBytes() / 1e6, report.serializer(), report.expectedChecksum()));
    List<Map<String, String>> cards = VerdictCards.of(report);
    view.put("hasVerdict", !cards.isEmpty());
    view.put("cards", cards);
    view.put("header", SummaryTable.header(report));
    view.put("rows", SummaryTable.rows(report).stream().map(HtmlTemplates::row).toList());
    List<String> notes = SummaryTable.noteLines(report);
    view.put("hasNotes", !notes.isEmpty());
    view.put("notes", notes);
    List<String> ranking = Ranking.lines(report);
    view.put("hasRanking", !ranking.isEmpty());
    view.put("ranking", ranking);
    boolean counted = InstructionTable.present(report);
    view.put("hasInstructions", counted);
    if (counted) {
      view.put("instructionHeader", InstructionTable.header(report));
      view.put("instructionRows",
          InstructionTable.rows(report).stream().map(HtmlTemplates::row).toList());
      view.put("instructionLines", InstructionTable.sentences(report));
      view.put("instructionLegend", InstructionTable.LEGEND.strip());
    }
    List<String> labels = ChartLabels.of(report.commands());
    List<Map<String, Object>> commands = new ArrayList<>();
    for (int i = 0; i < report.commands().size(); i++) {
      CommandSummary command = report.commands().get(i);
      commands.add(Map.of("name", command.name(),
          "language", Languages.of(command),
          "command", command.command(),
          "warnings", command.warnings().stream().map(WarningText::of).toList()));
    }
    view.put("commands", commands);
    List<Map<String, String>> drawn = new ArrayList<>();
    for (String[] chart : CHARTS) {
      charts.apply(chart[0]).ifPresent(png -> drawn.add(Map.of("caption", chart[1],
          "data", Base64.getEncoder().encodeToString(png))));
    }
    view.put("hasCharts", !drawn.isEmpty());
    view.put("charts", drawn);
    List<String> failures = MarkdownSummary.failures(report);
    view.put("hasFailures", !failures.isEmpty());
    view.put("failures", failures);
    view.put("environment", EnvironmentRows.of(report.environment(), report.options()));
    return HtmlTemplates.render(HtmlTemplates.BENCHMARK, view);
  }
}
