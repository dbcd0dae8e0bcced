package jsonmark.serializers;

import java.util.List;
import java.util.Map;
import jsonmark.env.Environment;
import jsonmark.report.Numbers;

/**
 * Everything one {@code jsonmark serializers} run found, as {@code summary.json} holds it.
 *
 * @param started UTC start, ISO-8601
 * @param reference the serializer whose output the byte differences are counted against
 */
record ThroughputReport(
    String started,
    JmhSetup settings,
    Environment environment,
    String reference,
    List<Check> checks,
    List<ResultRow> results) {

  /** What was asked for, and how JMH ran. */
  record JmhSetup(
      String benchmark,
      long records,
      List<String> serializers,
      int forks,
      int warmupIterations,
      int iterations,
      String iterationTime,
      List<String> forkJvmArgs,
      String jmhVersion) {}

  /**
   * One serializer's equivalence check, and how its bytes differ from the reference's.
   *
   * @param problem why it was rejected and not timed; null when it passed
   * @param differences by kind; empty for the reference or a rejected serializer
   */
  record Check(
      String serializer,
      String library,
      boolean passed,
      String problem,
      long outputBytes,
      long bytesVsReference,
      long linesDiffering,
      Map<String, ByteDifferences.Tally> differences) {}

  /** One row of the table, in the units the files use; null where a number is undefined. */
  record ResultRow(
      String serializer,
      String variant,
      long records,
      long outputBytes,
      Double mbPerSecond,
      Double sigma,
      Double error999,
      long iterations,
      Double relative) {

    static ResultRow of(ThroughputTable.Row row, long records) {
      Measurement m = row.measurement();
      return new ResultRow(
          m.serializer(),
          m.variant().label,
          records,
          m.outputBytes(),
          // To the kB/s; null when undefined (σ and error of a single iteration).
          Numbers.rounded(m.mean(), 3),
          Numbers.rounded(m.sigma(), 3),
          Numbers.rounded(m.error(), 3),
          m.iterations(),
          Numbers.rounded(row.relative(), 4));
    }
  }
}
