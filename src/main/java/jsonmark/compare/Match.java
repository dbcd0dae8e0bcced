package jsonmark.compare;

/** How the commands of two folders are paired: by label (default) or by command text. */
enum Match {
  NAME,
  COMMAND
}
