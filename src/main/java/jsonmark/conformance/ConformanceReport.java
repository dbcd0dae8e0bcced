package jsonmark.conformance;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.env.Environment;

/**
 * Everything the conformance result files show: when, with what timeout, on which machine, the
 * suite, and each command's outcomes so far.
 */
record ConformanceReport(
    Instant startTime,
    Optional<Duration> timeout,
    Environment environment,
    List<Case> cases,
    List<CommandOutcomes> commands) {

  ConformanceReport {
    cases = List.copyOf(cases);
    commands = List.copyOf(commands);
  }

  /** Whether any command got a scored case wrong (what {@code --strict} fails on). */
  boolean anyWrong() {
    return commands.stream().anyMatch(c -> !c.wrong().isEmpty());
  }

  /** A machine-readable name of an enum constant: {@code MUST_ACCEPT} is {@code must_accept}. */
  static String key(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT);
  }
}
