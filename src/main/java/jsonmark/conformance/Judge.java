package jsonmark.conformance;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Pattern;
import jsonmark.exec.Execution;
import jsonmark.result.Checksums;
import jsonmark.result.ValueCheck;
import jsonmark.result.Verdict;
import jsonmark.result.Verdicts;
import jsonmark.validate.Judgement;
import jsonmark.values.ValidationOutput;

/**
 * Judges one execution on one case. A must-accept case passes on exit 0 with the expected
 * checksum; a must-reject case passes on an orderly non-zero exit. A crash (a signal), a hang (the
 * timeout) or a command that could not run is wrong for both: refusing bad input by dying is no
 * rejection. A case whose values are checked passes only when every value read is exact. A
 * number beyond a double's range refused with a range error is reported as out of range.
 */
final class Judge {

  /**
   * A range error on stderr, in the words the repository's programs print for {@code 1e400}:
   * serde_json's and strconv's "out of range", nlohmann/json's {@code out_of_range.406} "number
   * overflow", RapidJSON's "Number too big", yyjson's "number is infinity", sonic-rs's "must be
   * finite", and encoding/json's "cannot unmarshal number 1e400 into ... float64" (which names
   * the number only when it could not convert it). simdjson's "Problem while parsing a number"
   * is its error for any malformed number too, so it is no range error.
   */
  static final Pattern RANGE_ERROR = Pattern.compile("(?i)out.of.range|too (big|large)"
      + "|overflow|infinity|must be finite|cannot unmarshal number [-+.0-9e]+ into .*float");

  private Judge() {}

  static Outcome of(Case c, Execution e, Optional<Duration> timeout) {
    Behaviour behaviour = behaviour(e);
    if (behaviour == Behaviour.REJECTED && c.beyondRange()
        && e.stderrTail().stream().anyMatch(line -> RANGE_ERROR.matcher(line).find())) {
      behaviour = Behaviour.OUT_OF_RANGE;
    }
    Optional<String> checksum = e.lastLine().flatMap(Checksums::token);
    boolean passed;
    String summary;
    switch (c.category()) {
      case MUST_ACCEPT -> {
        Verdict verdict = Verdicts.of(e, c.expected().orElseThrow(), timeout);
        passed = behaviour == Behaviour.ACCEPTED && verdict.ok();
        summary = passed ? "checksum " + checksum.orElseThrow()
            : behaviour == Behaviour.ACCEPTED ? wrongChecksum(checksum, c.expected().getAsLong())
            : failure(behaviour, e);
      }
      case MUST_REJECT -> {
        passed = behaviour == Behaviour.REJECTED;
        summary = behaviour == Behaviour.ACCEPTED ? "accepted" : failure(behaviour, e);
      }
      default -> {
        passed = false;
        summary = behaviour == Behaviour.ACCEPTED ? reading(c, checksum) : failure(behaviour, e);
      }
    }
    return new Outcome(c, behaviour, passed, summary, e.exitCode(), checksum, e.seconds(),
        e.stderrTail());
  }

  /**
   * Judges a must-accept case run in validation mode ({@link Case#valuesChecked()}): it passes
   * when every value the command wrote back equals the file's and its checksum is right; the
   * summary names the first difference ({@code line 1: $.float_1: expected 4.9e-324, read 0.0}).
   *
   * @param stdout all the command printed, or empty when it printed more than was kept
   */
  static Outcome ofValues(Case c, Execution e, Optional<byte[]> stdout,
      Optional<Duration> timeout) {
    Behaviour behaviour = behaviour(e);
    if (behaviour != Behaviour.ACCEPTED) {
      return outcome(c, e, behaviour, false, failure(behaviour, e), Optional.empty());
    }
    if (stdout.isEmpty()) {
      return outcome(c, e, behaviour, false, "printed too much in validation mode",
          Optional.empty());
    }
    ValidationOutput printed = ValidationOutput.parse(stdout.get());
    ValueCheck check = Judgement.of(e, c.content(), stdout.get(), c.expected().orElseThrow());
    boolean passed = check.outcome() == ValueCheck.Outcome.EXACT;
    String summary = passed ? "values exact, checksum " + printed.checksum().orElseThrow()
        : check.outcome() == ValueCheck.Outcome.DIFFERENT
            ? abbreviate(check.differences().get(0), 120)
            : check.outcome().name().toLowerCase(java.util.Locale.ROOT)
                + check.reason().map(why -> ": " + abbreviate(why, 120)).orElse("");
    return outcome(c, e, behaviour, passed, summary, printed.checksum());
  }

  private static Outcome outcome(Case c, Execution e, Behaviour behaviour, boolean passed,
      String summary, Optional<String> checksum) {
    return new Outcome(c, behaviour, passed, summary, e.exitCode(), checksum, e.seconds(),
        e.stderrTail());
  }

  static Behaviour behaviour(Execution e) {
    if (e.startError().isPresent() || e.exitCode() == 126 || e.exitCode() == 127) {
      return Behaviour.NOT_RUN;
    }
    if (e.timedOut()) {
      return Behaviour.TIMED_OUT;
    }
    if (e.exitCode() == 0) {
      return Behaviour.ACCEPTED;
    }
    return e.exitCode() > 128 ? Behaviour.CRASHED : Behaviour.REJECTED;
  }

  private static String failure(Behaviour behaviour, Execution e) {
    return switch (behaviour) {
      case REJECTED -> "exit " + e.exitCode();
      case OUT_OF_RANGE -> "out of range (exit " + e.exitCode() + ")";
      case TIMED_OUT -> "timed out";
      case CRASHED -> Verdicts.exitText(e.exitCode()).replaceFirst("^was ", "");
      case NOT_RUN -> e.startError().map(why -> "could not start: " + why)
          .orElse("not run: " + Verdicts.exitText(e.exitCode()));
      case ACCEPTED -> "accepted";
    };
  }

  private static String wrongChecksum(Optional<String> checksum, long expected) {
    return checksum
        .map(token -> "checksum " + abbreviate(Checksums.visible(token)) + " expected " + expected)
        .orElse("no checksum, expected " + expected);
  }

  /** "accepted, checksum 102 (last one wins)", for a reported case. */
  private static String reading(Case c, Optional<String> checksum) {
    if (checksum.isEmpty()) {
      return "accepted, no checksum";
    }
    String token = checksum.get();
    String meaning = c.readings().entrySet().stream()
        .filter(reading -> Checksums.matches(token, reading.getKey()))
        .map(reading -> " (" + reading.getValue() + ")")
        .findFirst()
        .orElse("");
    return "accepted, checksum " + abbreviate(Checksums.visible(token)) + meaning;
  }

  private static String abbreviate(String text) {
    return abbreviate(text, 40);
  }

  private static String abbreviate(String text, int length) {
    return text.length() <= length ? text : text.substring(0, length) + "...";
  }
}
