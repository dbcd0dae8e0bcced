package jsonmark.exec;

/**
 * The here-documents of a {@code /bin/sh} command: the {@code <<WORD} and {@code <<-WORD}
 * operators and the bodies that follow the line they are on, as POSIX reads them (the body is
 * the lines up to one equal to the delimiter, with leading tabs ignored for {@code <<-}; a
 * quoted delimiter, {@code <<'EOF'}, {@code <<"EOF"} or {@code <<\EOF}, expands nothing).
 */
final class HereDocs {

  private HereDocs() {}

  /**
   * One operator.
   *
   * @param delimiter the delimiter with its quotes removed
   * @param quoted whether any part of the delimiter was quoted, so the body expands nothing
   * @param stripTabs whether the operator was {@code <<-}
   * @param end the index just after the delimiter word
   */
  record Operator(String delimiter, boolean quoted, boolean stripTabs, int end) {}

  /**
   * The body of a here-document that starts at {@code start} (just after a newline).
   *
   * @param end where the body ends: the start of the delimiter line, or the end of the command
   * @param next just after the delimiter line (its newline included)
   */
  record Body(int end, int next) {}

  /**
   * The operator at {@code i} (where {@code s} has {@code <<}), or null when it is none: the
   * {@code <<<} of bash, or no delimiter word.
   *
   * @throws IllegalArgumentException for a delimiter that needs expansion the scanner does not
   *     model ({@code $} or a backquote in it)
   */
  static Operator at(String s, int i) {
    int j = i + 2;
    if (j < s.length() && s.charAt(j) == '<') {
      return null;
    }
    boolean stripTabs = j < s.length() && s.charAt(j) == '-';
    if (stripTabs) {
      j++;
    }
    while (j < s.length() && (s.charAt(j) == ' ' || s.charAt(j) == '\t')) {
      j++;
    }
    StringBuilder delimiter = new StringBuilder();
    boolean quoted = false;
    while (j < s.length() && " \t\n;&|<>()".indexOf(s.charAt(j)) < 0) {
      char c = s.charAt(j);
      if (c == '$' || c == '`') {
        throw new IllegalArgumentException("the here-document delimiter at '"
            + s.substring(i, Math.min(s.length(), j + 1))
            + "' holds '" + c + "', which jsonmark cannot follow; use a plain word such as EOF");
      } else if (c == '\\' && j + 1 < s.length()) {
        quoted = true;
        delimiter.append(s.charAt(j + 1));
        j += 2;
      } else if (c == '\'' || c == '"') {
        int close = s.indexOf(c, j + 1);
        if (close < 0) {
          throw new IllegalArgumentException(
              "the here-document delimiter at '" + s.substring(i, Math.min(s.length(), j + 1))
                  + "' opens a quote it never closes");
        }
        quoted = true;
        delimiter.append(s, j + 1, close);
        j = close + 1;
      } else {
        delimiter.append(c);
        j++;
      }
    }
    if (delimiter.isEmpty() && !quoted) {
      return null; // the shell refuses this itself, with its own message
    }
    return new Operator(delimiter.toString(), quoted, stripTabs, j);
  }

  /** The body of {@code op} starting at {@code start}: up to the delimiter line or the end. */
  static Body body(String s, int start, Operator op) {
    int line = start;
    while (line < s.length()) {
      int newline = s.indexOf('\n', line);
      int lineEnd = newline < 0 ? s.length() : newline;
      int text = line;
      while (op.stripTabs() && text < lineEnd && s.charAt(text) == '\t') {
        text++;
      }
      if (s.substring(text, lineEnd).equals(op.delimiter())) {
        return new Body(line, newline < 0 ? s.length() : newline + 1);
      }
      line = newline < 0 ? s.length() : newline + 1;
    }
    return new Body(s.length(), s.length());
  }
}
