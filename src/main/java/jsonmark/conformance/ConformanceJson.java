package jsonmark.conformance;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.format.DateTimeFormatter;
import java.util.List;
import jsonmark.env.Environment;
import jsonmark.io.Mappers;
import jsonmark.report.Numbers;
import jsonmark.result.RunState;

/**
 * {@code conformance.json}: how far the run got, the suite, the environment, and per command its
 * counts, what it got wrong, and every outcome. Unknown values are null.
 */
final class ConformanceJson {

  /** The whole document. */
  @JsonPropertyOrder({
    "runId", "state", "incomplete", "startTime", "timeoutSeconds", "environment", "cases",
    "commands"
  })
  record Document(
      String runId,
      RunState state,
      String incomplete,
      String startTime,
      BigDecimal timeoutSeconds,
      Environment environment,
      List<CaseEntry> cases,
      List<Command> commands) {}

  /** One case of the suite, without its bytes (they are in the suite's source). */
  @JsonPropertyOrder({"name", "category", "scored", "description", "expectedChecksum"})
  record CaseEntry(
      String name, String category, boolean scored, String description, Long expectedChecksum) {}

  /** One command. */
  @JsonPropertyOrder({
    "name", "command", "scoredPassed", "scoredTotal", "mustAcceptPassed", "mustAcceptTotal",
    "mustRejectPassed", "mustRejectTotal", "accepted", "rejected", "other", "wrong", "results"
  })
  record Command(
      String name,
      String command,
      long scoredPassed,
      long scoredTotal,
      long mustAcceptPassed,
      long mustAcceptTotal,
      long mustRejectPassed,
      long mustRejectTotal,
      long accepted,
      long rejected,
      long other,
      List<Wrong> wrong,
      List<Result> results) {}

  /** A scored case the command got wrong, and what it did. */
  @JsonPropertyOrder({"case", "summary"})
  record Wrong(@JsonProperty("case") String caseName, String summary) {}

  /** One outcome. */
  @JsonPropertyOrder({
    "case", "behaviour", "passed", "summary", "exitCode", "checksum", "seconds", "stderrTail"
  })
  record Result(
      @JsonProperty("case") String caseName,
      String behaviour,
      Boolean passed,
      String summary,
      int exitCode,
      String checksum,
      BigDecimal seconds,
      List<String> stderrTail) {}

  private ConformanceJson() {}

  static String render(ConformanceReport report) {
    Document document = new Document(
        report.runId(),
        report.state(),
        report.incomplete().orElse(null),
        DateTimeFormatter.ISO_INSTANT.format(report.startTime()),
        report.timeout().map(t -> BigDecimal.valueOf(t.toMillis(), 3)).orElse(null),
        report.environment(),
        report.cases().stream()
            .map(c -> new CaseEntry(c.name(), ConformanceReport.key(c.category()),
                c.category().scored(), c.description(),
                c.expected().isPresent() ? c.expected().getAsLong() : null))
            .toList(),
        report.commands().stream().map(ConformanceJson::command).toList());
    try {
      return Mappers.JSON.writeValueAsString(document) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Command command(CommandOutcomes c) {
    return new Command(c.name(), c.command(), c.scoredPassed(), c.scoredTotal(),
        c.passed(Category.MUST_ACCEPT), c.total(Category.MUST_ACCEPT),
        c.passed(Category.MUST_REJECT), c.total(Category.MUST_REJECT),
        c.accepted(), c.rejected(), c.other(),
        c.wrong().stream().map(o -> new Wrong(o.testCase().name(), o.summary())).toList(),
        c.outcomes().stream()
            .map(o -> new Result(o.testCase().name(), ConformanceReport.key(o.behaviour()),
                o.testCase().category().scored() ? o.passed() : null, o.summary(),
                o.exitCode(), o.checksum().orElse(null), Numbers.decimal(o.seconds(), 3),
                o.stderrTail()))
            .toList());
  }
}
