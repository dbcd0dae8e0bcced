package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Optional;
import jsonmark.io.Coded;

/**
 * What {@code --validate} found for one command: every value it wrote back in validation mode
 * compared with the input (docs/benchmarks.md).
 *
 * @param outcome the verdict
 * @param lines the lines of the validation file
 * @param differingLines how many of them the program read differently (missing lines included)
 * @param differences the first differences, each {@code <line>: <path>: expected X, read Y}
 * @param reason the program's own words for {@code partial} or {@code unsupported}, or why the
 *     validation run failed
 */
public record ValueCheck(
    Outcome outcome,
    long lines,
    long differingLines,
    List<String> differences,
    Optional<String> reason) {

  /** The verdicts of a validation run, named in summary.json in lower case. */
  public enum Outcome implements Coded {
    /** Every value equal. */
    EXACT,
    /** Some lines differ. */
    DIFFERENT,
    /** Every value it wrote equal, but by design it holds only part of each record. */
    PARTIAL,
    /** The program cannot run in validation mode or on this benchmark (exit 3). */
    UNSUPPORTED,
    /** The validation run itself failed: a non-zero exit, a timeout, no or a wrong checksum. */
    FAILED;
  }

  public ValueCheck {
    differences = List.copyOf(differences);
  }

  /** The check of a program that said it cannot do what it was asked, for {@code reason}. */
  public static ValueCheck unsupported(String reason) {
    return new ValueCheck(Outcome.UNSUPPORTED, 0, 0, List.of(), Optional.of(reason));
  }

  /** Whether this counts as passing: exact, partial or unsupported. */
  public boolean ok() {
    return outcome != Outcome.DIFFERENT && outcome != Outcome.FAILED;
  }

  /** The {@code values} column: {@code exact}, {@code N lines differ}, {@code partial}... */
  @JsonProperty(value = "values", access = JsonProperty.Access.READ_ONLY)
  public String cell() {
    return switch (outcome) {
      case EXACT -> "exact";
      case DIFFERENT -> differingLines == 1 ? "1 line differs" : differingLines + " lines differ";
      case PARTIAL -> "partial";
      case UNSUPPORTED -> "unsupported";
      case FAILED -> "failed";
    };
  }

  /** One line for the log: the cell, with the reason or the first difference. */
  public String summary() {
    return switch (outcome) {
      case EXACT -> "exact (" + lines + " lines, every value equal)";
      case DIFFERENT -> cell() + " of " + lines + "; first: " + differences.get(0);
      case PARTIAL -> "partial (" + reason.orElse("") + "); every value it holds is exact";
      case UNSUPPORTED -> "unsupported (" + reason.orElse("") + ")";
      case FAILED -> "failed: " + reason.orElse("");
    };
  }
}
