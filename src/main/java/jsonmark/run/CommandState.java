package jsonmark.run;

/** Where one command stands in the run loop: whether it still runs, and what was said of it. */
final class CommandState {

  /** It runs no more: a failure, a failed hook, or it cannot read the data. */
  boolean stopped;
  /** Its --setup ran and passed (or it had none): its --cleanup runs. */
  boolean setUp;
  /** Its start-up runs ended early: its start-up is unknown. */
  boolean startupStopped;
  /** Its one line was said. */
  boolean announced;
}
