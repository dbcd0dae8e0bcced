package jsonmark.conformance;

import java.util.List;
import java.util.Optional;

/**
 * The judgement of one command on one case.
 *
 * @param testCase the case
 * @param behaviour what the command did
 * @param passed for a scored case, whether that was right; false for a reported one
 * @param summary what it did in a few words: "exit 1", "accepted", "checksum 12 expected 42"
 * @param exitCode its exit status (-1 when it could not start)
 * @param checksum the last non-empty line of its stdout, trimmed, if any
 * @param seconds its wall time
 * @param stderrTail the last lines of its stderr
 */
public record Outcome(
    Case testCase,
    Behaviour behaviour,
    boolean passed,
    String summary,
    int exitCode,
    Optional<String> checksum,
    double seconds,
    List<String> stderrTail) {

  /** Whether a wrong answer here counts: it was scored and not passed. */
  public boolean wrong() {
    return testCase.category().scored() && !passed;
  }
}
