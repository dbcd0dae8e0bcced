package jsonmark.result;

import jsonmark.io.Coded;

/** Whether a timed run waited too long for a CPU (more than {@code --max-wait}) to count. */
public enum Contention implements Coded {
  /** It waited less than the limit, or its wait is not known: it counts. */
  NONE,
  /** It waited more: kept in runs.csv, left out of the statistics, and run again. */
  SET_ASIDE,
  /** It waited more, but so did every re-run before it: it counts, and a warning says why. */
  KEPT_BUSY;
}
