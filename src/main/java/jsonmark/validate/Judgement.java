package jsonmark.validate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.Execution;
import jsonmark.log.OneLine;
import jsonmark.result.ValueCheck;
import jsonmark.values.InvalidJsonException;
import jsonmark.values.JsonValue;
import jsonmark.values.Lines;
import jsonmark.values.ValidationOutput;
import jsonmark.values.ValueComparison;

/** Judges one validation run: its exit, then every line it wrote against the input's line. */
public final class Judgement {

  /** The exit status of a program that says it cannot do what it was asked (and why, last). */
  static final int UNSUPPORTED_STATUS = 3;

  /** How many differences are kept and shown. */
  static final int SHOWN = 5;

  private Judgement() {}

  /**
   * What a run of any kind said of its command by the protocol's rule (docs/protocol.md), the
   * one place it is read: exit status {@value #UNSUPPORTED_STATUS} with {@code unsupported:
   * <reason>} as the last non-empty line of its standard output, the run ended by itself (not
   * killed by the timeout). Such a command is reported {@code unsupported}, neither timed nor
   * failed; any other run is judged as usual.
   */
  public static Optional<ValueCheck> unsupported(Execution e) {
    if (e.exitCode() != UNSUPPORTED_STATUS || e.timedOut() || e.startError().isPresent()) {
      return Optional.empty();
    }
    return e.lastLine().flatMap(ValidationOutput::unsupported).map(ValueCheck::unsupported);
  }

  /**
   * The verdict on a validation run of a program that was given {@code input}, printed {@code
   * stdout} and should print {@code expectedChecksum} last.
   */
  public static ValueCheck of(Execution e, byte[] input, byte[] stdout, long expectedChecksum) {
    if (e.startError().isPresent()) {
      return Validation.failed("could not start: " + e.startError().get());
    }
    if (e.timedOut()) {
      return Validation.failed("timed out");
    }
    ValidationOutput output = ValidationOutput.parse(stdout);
    if (output.unsupported().isPresent()) {
      if (e.exitCode() == UNSUPPORTED_STATUS) {
        return ValueCheck.unsupported(output.unsupported().get());
      }
      return Validation.failed("printed 'unsupported:' but exited with status " + e.exitCode()
          + " (the protocol's status for it is 3)");
    }
    if (e.exitCode() != 0) {
      String last = e.stderrTail().isEmpty() ? ""
          : ": " + cut(e.stderrTail().get(e.stderrTail().size() - 1));
      return Validation.failed("exited with status " + e.exitCode() + last);
    }
    if (output.checksum().isEmpty()) {
      return Validation.failed("printed nothing in validation mode");
    }
    if (!output.checksum().get().equals(Long.toString(expectedChecksum))) {
      return Validation.failed("its last line is '" + cut(output.checksum().get())
          + "', expected the checksum " + expectedChecksum);
    }
    return compare(Lines.of(input), output);
  }

  private static ValueCheck compare(Lines input, ValidationOutput output) {
    boolean partial = output.partial().isPresent();
    List<String> shown = new ArrayList<>();
    long differing = 0;
    int common = Math.min(input.size(), output.records());
    for (int i = 0; i < common; i++) {
      JsonValue expected;
      try {
        expected = input.value(i);
      } catch (InvalidJsonException e) {
        return Validation.failed("line " + (i + 1) + " of the validation file is not strict JSON: "
            + e.getMessage());
      }
      List<String> found = differences(i, expected, output, partial);
      if (!found.isEmpty()) {
        differing++;
        found.stream().limit(SHOWN - shown.size()).forEach(shown::add);
      }
    }
    if (input.size() != output.records()) {
      String count = "wrote " + output.records() + " record lines for " + input.size()
          + " input lines";
      if (output.records() > input.size() && differing == 0) {
        // Every input line was read right, and more lines were written: no line differs, but
        // the output is not the protocol's.
        return Validation.failed(count + ": the protocol asks for one line per input line,"
            + " then the checksum");
      }
      // An input line without its line of output differs; lines beyond the input are no
      // input lines, so the count never exceeds the input's.
      differing += Math.max(0, input.size() - output.records());
      if (shown.size() < SHOWN) {
        shown.add(count);
      }
    }
    if (differing > 0) {
      return new ValueCheck(ValueCheck.Outcome.DIFFERENT, input.size(), differing, shown,
          output.partial());
    }
    return new ValueCheck(partial ? ValueCheck.Outcome.PARTIAL : ValueCheck.Outcome.EXACT,
        input.size(), 0, List.of(), output.partial());
  }

  private static List<String> differences(
      int i, JsonValue expected, ValidationOutput output, boolean partial) {
    int at = output.firstRecord() + i;
    String prefix = "line " + (i + 1) + ": ";
    JsonValue read;
    try {
      read = output.lines().value(at);
    } catch (InvalidJsonException e) {
      return List.of(prefix + "wrote no strict JSON (" + e.getMessage() + " at column "
          + e.column() + "): " + cut(output.lines().text(at)));
    }
    return ValueComparison.compare(expected, read, partial, SHOWN).stream()
        .map(d -> prefix + d)
        .toList();
  }

  /**
   * What the program wrote, for a message: at most 80 characters, on one line, with its control
   * and invisible characters (a terminal's escape sequences) written as {@code \\uXXXX}.
   */
  static String cut(String text) {
    return OneLine.escaped(text.length() <= 80 ? text : text.substring(0, 77) + "...");
  }
}
