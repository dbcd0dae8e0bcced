package jsonmark.report.export;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import jsonmark.report.Report;
import jsonmark.result.RunState;

/**
 * Whether the runs an export holds ran to their end, as every other result file says it: the
 * status of the first benchmark that did not ({@code interrupted}, {@code running}), else
 * {@code complete}, and what each such benchmark says of itself.
 *
 * @param status {@code complete}, {@code running} or {@code interrupted}
 * @param incomplete one sentence per benchmark that did not run to its end
 */
@JsonPropertyOrder({"status", "incomplete"})
record ExportState(String status, List<String> incomplete) {

  static ExportState of(List<Report> reports) {
    String status = reports.stream().map(Report::state).filter(s -> !s.complete()).findFirst()
        .map(s -> s.status().code()).orElse(RunState.Status.COMPLETE.code());
    List<String> incomplete = reports.stream().flatMap(r -> r.stateSentence().stream()
        .map(why -> reports.size() > 1 ? r.benchmark() + ": " + why : why)).toList();
    return new ExportState(status, incomplete);
  }
}
