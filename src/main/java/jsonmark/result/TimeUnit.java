package jsonmark.result;

import jsonmark.io.Coded;

/** The unit of every view's times when {@code -u/--time-unit} names one, as hyperfine's. */
public enum TimeUnit implements Coded {
  MICROSECOND,
  MILLISECOND,
  SECOND;
}
