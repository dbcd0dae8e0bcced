package jsonmark.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import jsonmark.report.format.MarkdownTable;
import jsonmark.report.ReadableTime;

/**
 * The conformance report as Markdown tables: the matrix of cases by commands, each command's
 * counts, and what it got wrong. The terminal shows the same tables as {@code conformance.md}.
 */
final class ConformanceMarkdown {

  /** How many wrong cases a terminal line lists; conformance.md lists them all. */
  private static final int SHOWN_ON_TERMINAL = 12;

  private ConformanceMarkdown() {}

  /** What the terminal shows at the end: the matrix, the summary, the wrong answers. */
  static String terminal(ConformanceReport report) {
    return "\n" + matrix(report, ConformanceMarkdown::cell) + "\n" + summary(report)
        + wrongAnswers(report, SHOWN_ON_TERMINAL);
  }

  /** The whole {@code conformance.md}. */
  static String document(ConformanceReport report) {
    StringBuilder text = new StringBuilder("# JSON conformance\n\n");
    text.append(String.format(Locale.ROOT, "%d cases, %s per case, started %s.%n%n",
        report.cases().size(),
        report.timeout().map(t -> t.toMillis() / 1000.0 + " s").orElse("no timeout"),
        ReadableTime.of(report.startTime())));
    report.incomplete().ifPresent(sentence -> text.append("**").append(sentence).append("**\n\n"));
    text.append("## Summary\n\n").append(summary(report))
        .append(wrongAnswers(report, Integer.MAX_VALUE));
    text.append("\n## Matrix\n\n").append(matrix(report, ConformanceMarkdown::cell));
    text.append("\n## Reported cases: what each command did\n\n")
        .append(matrix(reported(report), Outcome::summary));
    text.append("\n## Cases\n\n").append(cases(report));
    text.append("\n## Environment\n\n").append(report.environment().toMarkdown());
    return text.toString();
  }

  /** One row per command: scored right, per category, and accepted / rejected / other counts. */
  static String summary(ConformanceReport report) {
    List<List<String>> rows = new ArrayList<>();
    for (CommandOutcomes c : report.commands()) {
      rows.add(List.of(c.name(), c.scoredPassed() + "/" + c.scoredTotal(),
          c.passed(Category.MUST_ACCEPT) + "/" + c.total(Category.MUST_ACCEPT),
          c.passed(Category.MUST_REJECT) + "/" + c.total(Category.MUST_REJECT),
          Long.toString(c.accepted()), Long.toString(c.rejected()), Long.toString(c.other())));
    }
    return MarkdownTable.render(
        List.of("command", "scored right", "must accept", "must reject", "accepted", "rejected",
            "timed out / crashed"),
        rows, "lrrrrrr");
  }

  /** "Wrong answers:" with one line per command that got any scored case wrong. */
  static String wrongAnswers(ConformanceReport report, int shown) {
    StringBuilder text = new StringBuilder();
    for (CommandOutcomes c : report.commands()) {
      List<Outcome> wrong = c.wrong();
      if (!wrong.isEmpty()) {
        List<String> cases = wrong.stream().limit(shown)
            .map(o -> "`" + o.testCase().name() + "` (" + o.summary() + ")").toList();
        text.append("- **").append(c.name()).append("** (").append(wrong.size())
            .append("): ").append(String.join(", ", cases))
            .append(wrong.size() > shown
                ? " and " + (wrong.size() - shown) + " more (see conformance.md)" : "")
            .append('\n');
      }
    }
    return text.length() == 0 ? "" : "\nWrong answers:\n\n" + text;
  }

  /** Cases down, commands across; one cell per outcome. */
  private static String matrix(ConformanceReport report, Function<Outcome, String> cell) {
    List<String> header = new ArrayList<>(List.of("case", "category"));
    report.commands().forEach(c -> header.add(c.name()));
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < report.cases().size(); i++) {
      Case c = report.cases().get(i);
      List<String> row = new ArrayList<>(List.of(c.name(), c.category().label()));
      for (CommandOutcomes command : report.commands()) {
        row.add(command.of(c).map(cell).orElse(""));
      }
      rows.add(row);
    }
    return MarkdownTable.render(header, rows, "ll" + "l".repeat(report.commands().size()));
  }

  /** "pass" or "FAIL" for a scored case; what the command did for a reported one. */
  static String cell(Outcome o) {
    if (o.testCase().category().scored()) {
      return o.passed() ? "pass" : "FAIL";
    }
    return o.behaviour().label();
  }

  private static ConformanceReport reported(ConformanceReport report) {
    List<Case> cases = report.cases().stream().filter(c -> !c.category().scored()).toList();
    List<CommandOutcomes> commands = report.commands().stream()
        .map(c -> new CommandOutcomes(c.name(), c.command(), c.outcomes().stream()
            .filter(o -> !o.testCase().category().scored()).toList()))
        .toList();
    return new ConformanceReport(report.startTime(), report.timeout(), report.environment(),
        cases, commands, report.state(), report.planned(), report.runId());
  }

  private static String cases(ConformanceReport report) {
    List<List<String>> rows = report.cases().stream()
        .map(c -> List.of(c.name(), c.category().label(), c.description(),
            c.expected().isPresent() ? Long.toString(c.expected().getAsLong()) : ""))
        .toList();
    return MarkdownTable.render(List.of("case", "category", "what the file holds", "checksum"),
        rows, "lllr");
  }
}
