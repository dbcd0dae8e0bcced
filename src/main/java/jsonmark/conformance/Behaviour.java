package jsonmark.conformance;

/** What a command did with a case's file, before any judgement. */
public enum Behaviour {
  /** Exited 0. */
  ACCEPTED("accepted"),
  /** Exited with a status from 1 to 125 (or 128): it refused the input in an orderly way. */
  REJECTED("rejected"),
  /**
   * Refused a valid number beyond what it can hold (a double's range) with an orderly non-zero
   * exit whose stderr names a range error ({@link Judge#RANGE_ERROR}): a limit, not a rejection
   * of the JSON as invalid, and no crash.
   */
  OUT_OF_RANGE("out of range"),
  /** Still running at the timeout; its process tree was killed. */
  TIMED_OUT("timed out"),
  /** Killed by a signal (status 129 and up): a crash, never a rejection. */
  CRASHED("crashed"),
  /** Could not be run at all: /bin/sh failed to start, or status 126/127 (not executable). */
  NOT_RUN("not run");

  private final String label;

  Behaviour(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }
}
