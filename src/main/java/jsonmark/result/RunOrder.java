package jsonmark.result;

import jsonmark.io.Coded;

/** How the runs of a comparison are laid out in time (--order). */
public enum RunOrder implements Coded {
  /** Rounds, each running every command that still needs runs once, in a fresh random order. */
  INTERLEAVED,
  /** All runs of one command, then the next. */
  SEQUENTIAL;
}
