package jsonmark.conformance;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import jsonmark.io.ResultFiles;
import jsonmark.report.Numbers;

/**
 * {@code conformance.csv}: one row per command and case. {@code passed} is empty for a case that
 * is reported, not scored; {@code expected_checksum} is empty but for must-accept cases. A check
 * that did not run to its end says so first, in a {@code #} line above the header, as runs.csv
 * does.
 */
final class ConformanceCsv {

  /** One row; Jackson names the columns in snake_case, in this order. */
  @JsonPropertyOrder({
    "name", "command", "case", "category", "scored", "passed", "behaviour", "summary",
    "exitCode", "checksum", "expectedChecksum", "seconds", "stderr"
  })
  record Row(
      String name,
      String command,
      @JsonProperty("case") String caseName,
      String category,
      boolean scored,
      Boolean passed,
      String behaviour,
      String summary,
      int exitCode,
      String checksum,
      Long expectedChecksum,
      BigDecimal seconds,
      String stderr) {}

  private ConformanceCsv() {}

  static String render(ConformanceReport report) {
    List<Row> rows = new ArrayList<>();
    for (CommandOutcomes command : report.commands()) {
      for (Outcome o : command.outcomes()) {
        Case c = o.testCase();
        boolean scored = c.category().scored();
        rows.add(new Row(command.name(), command.command(), c.name(),
            ConformanceReport.key(c.category()), scored, scored ? o.passed() : null,
            ConformanceReport.key(o.behaviour()), o.summary(), o.exitCode(),
            o.checksum().orElse(null),
            c.expected().isPresent() ? c.expected().getAsLong() : null,
            Numbers.decimal(o.seconds(), 3), lastLine(o.stderrTail())));
      }
    }
    return ResultFiles.commented(report.incomplete().stream().toList(),
        ResultFiles.csv(rows, Row.class));
  }

  /** The last line of stderr, usually the parse error that explains a rejection. */
  static String lastLine(List<String> stderrTail) {
    return stderrTail.isEmpty() ? null : stderrTail.get(stderrTail.size() - 1);
  }
}
