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
import jsonmark.report.chart.Charts;
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
    {"instructions.png", "(the claims' caption, Charts.instructionsCaption)"},
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

  /** One table of the page, with its heading, an optional sentence first, and notes after. */
  private static Map<String, Object> table(String id, String heading, String intro,
      List<String> header, List<List<String>> rows, List<String> notes, List<String> ranking) {
    Map<String, Object> table = new LinkedHashMap<>();
    table.put("id", id);
    table.put("heading", heading);
    table.put("hasIntro", !intro.isEmpty());
    table.put("intro", intro);
    table.put("header", header);
    table.put("rows", rows.stream().map(HtmlTemplates::row).toList());
    table.put("hasNotes", !notes.isEmpty());
    table.put("notes", notes);
    table.put("hasRanking", !ranking.isEmpty());
    table.put("ranking", ranking);
    return table;
  }

  private static String capitalised(String text) {
    return Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }

  public String render(Report report) {
    Map<String, Object> view = new LinkedHashMap<>();
    view.put("title", "JSONMark: " + report.benchmark());
    view.put("overview", inOverview);
    view.put("intro", String.format(Locale.ROOT,
        "Started %s. Data: %,d records, %.1f MB, written by %s; expected checksum %d.",
        ReadableTime.of(report.startTime()), report.records(),
        report.dataBytes() / 1e6, report.serializer(), report.expectedChecksum()));
    view.put("hasState", report.stateSentence().isPresent());
    view.put("state", report.stateSentence().orElse(""));
    // The machine's state qualifies every verdict: said before the cards, and not again below.
    List<String> qualifiers = WarningText.qualifiers(report.claims());
    view.put("machine", qualifiers.subList(report.stateSentence().isPresent() ? 1 : 0,
        qualifiers.size()));
    List<Map<String, String>> cards = VerdictCards.of(report);
    view.put("hasVerdict", !cards.isEmpty());
    view.put("cards", cards);
    List<Map<String, Object>> tables = new ArrayList<>();
    for (Sections.Section section : Sections.of(report)) {
      tables.add(switch (section.table()) {
        case INSTRUCTIONS -> {
          List<String> notes = new ArrayList<>(InstructionTable.sentences(report));
          notes.add(Markdown.plain(InstructionTable.LEGEND.strip()));
          yield table(section.id(), section.title(), section.intro(),
              InstructionTable.header(report), InstructionTable.rows(report), notes, List.of());
        }
        case TIMES -> table(section.id(), section.title(), section.intro(),
            SummaryTable.header(report), SummaryTable.rows(report),
            SummaryTable.noteLines(report),
            section.headline() ? Ranking.lines(report) : List.of());
      });
    }
    view.put("tables", tables);
    List<String> labels = ChartLabels.of(report.commands());
    List<Map<String, Object>> commands = new ArrayList<>();
    for (int i = 0; i < report.commands().size(); i++) {
      CommandSummary command = report.commands().get(i);
      commands.add(Map.of("name", command.name(),
          "language", Languages.of(command),
          "command", command.command(),
          "warnings", command.warnings().stream()
              .filter(w -> !report.claims().machine().contains(w)).map(WarningText::of).toList()));
    }
    view.put("commands", commands);
    List<Map<String, String>> drawn = new ArrayList<>();
    for (String[] chart : CHARTS) {
      String caption = chart[0].equals("instructions.png")
          ? capitalised(Charts.instructionsCaption(report)) : chart[1];
      charts.apply(chart[0]).ifPresent(png -> drawn.add(Map.of("caption", caption,
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
