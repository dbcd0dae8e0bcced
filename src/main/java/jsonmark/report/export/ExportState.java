package jsonmark.report.export;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import jsonmark.report.Report;
import jsonmark.result.RunState;

/**
 * Whether the runs an export holds ran to their end, as every other result file says it: the
 * status of the first benchmark that did not ({@code interrupted}, {@code running}), else {@code
 * running} while benchmarks asked for remain, else {@code complete}; what each benchmark that did
 * not end says of itself; and which benchmarks the file holds and which are still to run.
 *
 * @param status {@code complete}, {@code running} or {@code interrupted}
 * @param incomplete one sentence per benchmark that did not run to its end, and one on those
 *     still to run
 * @param ran the benchmarks whose runs the file holds, in the order they ran
 * @param remaining the benchmarks asked for that had not run when the file was written
 */
@JsonPropertyOrder({"status", "incomplete", "ran", "remaining"})
record ExportState(String status, List<String> incomplete, List<String> ran,
    List<String> remaining) {

  static ExportState of(List<Report> reports, List<String> remaining) {
    String status = reports.stream().map(Report::state).filter(s -> !s.complete()).findFirst()
        .map(s -> s.status().code()).orElse(remaining.isEmpty()
            ? RunState.Status.COMPLETE.code() : RunState.Status.RUNNING.code());
    boolean several = reports.size() + remaining.size() > 1;
    List<String> incomplete = new ArrayList<>(reports.stream().flatMap(r -> r.stateSentence()
        .stream().map(why -> several ? r.benchmark() + ": " + why : why)).toList());
    if (!remaining.isEmpty()) {
      incomplete.add(String.join(", ", remaining) + ": not run yet when this file was written"
          + " (the driver was still running, or was killed before them).");
    }
    return new ExportState(status, incomplete, reports.stream().map(Report::benchmark).toList(),
        remaining);
  }
}
