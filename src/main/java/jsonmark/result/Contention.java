package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;

/** Whether a timed run waited too long for a CPU (more than {@code --max-wait}) to count. */
public enum Contention {
  /** It waited less than the limit, or its wait is not known: it counts. */
  NONE,
  /** It waited more: kept in runs.csv, left out of the statistics, and run again. */
  SET_ASIDE,
  /** It waited more, but so did every re-run before it: it counts, and a warning says why. */
  KEPT_BUSY;

  /** The name in runs.csv and summary.json: {@code none}, {@code set-aside}, {@code kept-busy}. */
  @JsonValue
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The contention named {@code label}, as {@link #label()} writes it. */
  @JsonCreator
  public static Contention of(String label) {
    return Arrays.stream(values()).filter(c -> c.label().equals(label)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no contention '" + label + "'"));
  }
}
