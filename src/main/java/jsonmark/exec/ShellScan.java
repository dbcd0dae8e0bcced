package jsonmark.exec;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * One pass over a {@code /bin/sh} command that labels every character with the quoting it stands
 * in, finds the placeholders ({@code $NAME}, {@code ${NAME}}; {@code $NAMEx} is another variable
 * to the shell) and marks the nested scripts: text that the outer shell expands and a second
 * shell then parses as code ({@link NestedShells}). It follows the shell's quoting rules:
 * backslash escapes, single and double quotes, {@code $( )}, {@code $(( ))} and backquote
 * substitutions nested in either, comments, and here-documents ({@link HereDocs}).
 *
 * <p>A nested script is marked, not scanned as such here: {@link Placeholders} scans its text as
 * the second shell will read it. Inside one, no other is marked, and a character inside a
 * substitution is opaque: the outer shell runs the substitution, and the second shell sees only
 * what it printed.
 */
final class ShellScan {

  /** The quoting context of a character. */
  enum Kind {
    UNQUOTED,
    SUBSTITUTION,
    ARITHMETIC,
    BACKQUOTE,
    DOUBLE,
    SINGLE,
    /** The body of a here-document whose delimiter is not quoted: expanded as in double quotes. */
    HEREDOC,
    /** The body of a here-document whose delimiter is quoted: nothing in it is special. */
    LITERAL;

    boolean substitution() {
      return this == SUBSTITUTION || this == ARITHMETIC || this == BACKQUOTE;
    }
  }

  /**
   * A placeholder.
   *
   * @param kind the context it stands in
   * @param opaque whether it is inside a substitution within a nested script
   * @param whole whether it is single-quoted and alone in its word ({@code '$FILENAME'}), so the
   *     program gets the value as a whole argument
   */
  record Found(int start, int end, String variable, Kind kind, boolean opaque, boolean whole) {}

  /** A nested script: the characters from {@code start} to {@code end}. */
  record Region(int start, int end) {

    boolean holds(int i) {
      return i >= start && i < end;
    }
  }

  /** One level of nesting; {@code parens} counts open parentheses inside a {@code $( )}. */
  private static final class Frame {
    final Kind kind;
    final boolean script;
    int parens;

    Frame(Kind kind, boolean script) {
      this.kind = kind;
      this.script = script;
    }
  }

  /** A here-document operator waiting for the end of its line, where its body starts. */
  private record Pending(HereDocs.Operator operator, boolean script) {}

  private static final String WORD_END = " \t\n;&|()<>";

  private final String s;
  private final Map<String, String> variables;
  private final Kind[] labels;
  private final boolean[] opaque;
  private final List<Found> found = new ArrayList<>();
  private final List<Region> regions = new ArrayList<>();
  private boolean inScript;
  private int scriptStart;
  private int opaqueDepth;
  private int scriptOpaqueDepth;

  private ShellScan(String s, Map<String, String> variables) {
    this.s = s;
    this.variables = variables;
    this.labels = new Kind[s.length()];
    this.opaque = new boolean[s.length()];
  }

  /**
   * Scans {@code command}.
   *
   * @param variables placeholder name (e.g. {@code FILENAME}) to the exported variable's name
   * @throws IllegalArgumentException for a here-document the scanner cannot follow
   */
  static ShellScan of(String command, Map<String, String> variables) {
    ShellScan scan = new ShellScan(command, variables);
    scan.scan(0, command.length(), Kind.UNQUOTED);
    return scan;
  }

  String text() {
    return s;
  }

  List<Found> found() {
    return found;
  }

  List<Region> regions() {
    return regions;
  }

  /** The context of character {@code i}. */
  Kind label(int i) {
    return labels[i] == null ? Kind.UNQUOTED : labels[i];
  }

  /** Whether character {@code i} is inside a substitution within a nested script. */
  boolean opaque(int i) {
    return opaque[i];
  }

  private void scan(int from, int to, Kind root) {
    int opaqueAtEntry = opaqueDepth;
    Deque<Frame> stack = new ArrayDeque<>();
    stack.push(new Frame(root, false));
    List<Pending> pending = new ArrayList<>();
    Frame words = null; // the frame of an eval (echo, printf) whose words are a nested script
    boolean echo = false; // an echo or printf, whose words count only if piped into a shell
    int i = from;
    while (i < to) {
      Frame top = stack.peek();
      char c = s.charAt(i);
      if (words == top && endsCommand(i, top)) {
        closeWords(i, echo);
        words = null;
      }
      int depth = stack.size();
      boolean wasOpaque = isOpaque();
      int end = i + 1;
      Match match = c == '$' ? placeholder(i) : null;
      if (match != null) {
        found.add(new Found(i, match.end, match.variable, top.kind, wasOpaque,
            top.kind == Kind.SINGLE && whole(i, match.end)));
        end = match.end;
      } else if (top.kind == Kind.SINGLE) {
        if (c == '\'') {
          pop(stack, i);
        }
      } else if (c == '$') {
        if (s.startsWith("$((", i)) {
          stack.push(new Frame(Kind.ARITHMETIC, false));
          end = i + 3;
        } else if (s.startsWith("$(", i)) {
          stack.push(new Frame(Kind.SUBSTITUTION, false));
          end = i + 2;
        } else if (s.startsWith("$$", i)) {
          end = i + 2; // the shell's pid: its second '$' starts no placeholder
        }
      } else if (c == '\\') {
        end = Math.min(to, i + 2); // an escaped character is never special
      } else if (c == '`') {
        if (top.kind == Kind.BACKQUOTE) {
          pop(stack, i);
        } else {
          stack.push(new Frame(Kind.BACKQUOTE, false));
        }
      } else if (top.kind == Kind.DOUBLE) {
        if (c == '"') {
          pop(stack, i);
        }
      } else if (top.kind == Kind.HEREDOC) {
        // Quotes and '#' are plain characters in a here-document's body.
      } else if (c == '\'' || c == '"') {
        boolean script = !inScript && NestedShells.scriptAt(s, i);
        stack.push(new Frame(c == '\'' ? Kind.SINGLE : Kind.DOUBLE, script));
        if (script) {
          openScript(i + 1);
        }
      } else if (c == '#' && startsWord(i)) {
        int newline = s.indexOf('\n', i);
        end = newline < 0 || newline > to ? to : newline; // the shell expands nothing in it
      } else if (c == '<' && s.startsWith("<<", i) && top.kind != Kind.ARITHMETIC) {
        HereDocs.Operator operator = HereDocs.at(s, i);
        if (operator == null) {
          end = s.startsWith("<<<", i) ? i + 3 : i + 2;
        } else {
          pending.add(new Pending(operator, NestedShells.hereDocIsScript(s, i, operator.end())));
          end = operator.end();
        }
      } else if (c == '\n' && !pending.isEmpty()) {
        label(i, i + 1, top.kind, wasOpaque);
        i = bodies(i + 1, to, pending);
        pending.clear();
        continue;
      } else if ((c == 'e' || c == 'p') && words == null && !inScript
          && top.kind != Kind.ARITHMETIC && NestedShells.wordsCommandAt(s, i) != null) {
        String command = NestedShells.wordsCommandAt(s, i);
        echo = !command.equals("eval");
        words = top;
        end = i + command.length();
        openScript(end);
      } else if (top.kind == Kind.SUBSTITUTION || top.kind == Kind.ARITHMETIC) {
        end = parenthesis(i, top, stack);
      }
      boolean pushed = stack.size() > depth;
      if (pushed && stack.peek().kind.substitution()) {
        opaqueDepth++;
      } else if (stack.size() < depth && top.kind.substitution()) {
        opaqueDepth--;
      }
      label(i, end, pushed ? stack.peek().kind : top.kind, pushed ? isOpaque() : wasOpaque);
      i = end;
    }
    if (words != null) {
      closeWords(to, echo);
    }
    if (inScript && root != Kind.HEREDOC) {
      closeScript(to); // a script quote that is never closed runs to the end
    }
    opaqueDepth = opaqueAtEntry;
  }

  /** Labels the bodies of the {@code pending} here-documents from {@code start}; their end. */
  private int bodies(int start, int to, List<Pending> pending) {
    int next = start;
    boolean outerOpaque = isOpaque();
    for (Pending p : pending) {
      HereDocs.Body body = HereDocs.body(s, next, p.operator());
      boolean region = p.script() && !inScript;
      if (region) {
        openScript(next);
      }
      if (p.operator().quoted()) {
        label(next, body.end(), Kind.LITERAL, outerOpaque);
      } else {
        scan(next, body.end(), Kind.HEREDOC);
      }
      if (region) {
        closeScript(body.end());
      }
      label(body.end(), body.next(), Kind.LITERAL, outerOpaque);
      next = Math.min(to, body.next());
    }
    return next;
  }

  private void openScript(int start) {
    inScript = true;
    scriptStart = start;
    scriptOpaqueDepth = opaqueDepth;
  }

  private void closeScript(int end) {
    if (inScript) {
      regions.add(new Region(scriptStart, end));
      inScript = false;
    }
  }

  /** Ends the words of an eval; an echo's or printf's count only when a shell reads them. */
  private void closeWords(int end, boolean echo) {
    if (!echo || NestedShells.pipedToShell(s, end)) {
      closeScript(end);
    }
    inScript = false;
  }

  /** Whether character {@code i} ends the simple command that {@code top} holds. */
  private boolean endsCommand(int i, Frame top) {
    char c = s.charAt(i);
    return ";&|\n".indexOf(c) >= 0
        || (c == ')' && top.kind == Kind.SUBSTITUTION && top.parens == 0)
        || (c == '`' && top.kind == Kind.BACKQUOTE)
        || (c == '#' && startsWord(i));
  }

  private void pop(Deque<Frame> stack, int i) {
    Frame frame = stack.pop();
    if (frame.script) {
      closeScript(i);
    }
  }

  private boolean isOpaque() {
    return inScript && opaqueDepth > scriptOpaqueDepth;
  }

  private void label(int from, int to, Kind kind, boolean inSubstitution) {
    for (int i = from; i < Math.min(to, s.length()); i++) {
      labels[i] = kind;
      opaque[i] = inSubstitution;
    }
  }

  /** Follows a parenthesis inside {@code $( )} or {@code $(( ))}; the index after it. */
  private int parenthesis(int i, Frame top, Deque<Frame> stack) {
    char c = s.charAt(i);
    if (c == '(') {
      top.parens++;
    } else if (c == ')' && top.parens > 0) {
      top.parens--;
    } else if (c == ')') {
      stack.pop();
      if (top.kind == Kind.ARITHMETIC && s.startsWith("))", i)) {
        return i + 2;
      }
    }
    return i + 1;
  }

  private record Match(String variable, int end) {}

  /** The placeholder starting at the {@code $} at {@code i}, or null. */
  private Match placeholder(int i) {
    for (Map.Entry<String, String> entry : variables.entrySet()) {
      String name = entry.getKey();
      if (s.startsWith("{" + name + "}", i + 1)) {
        return new Match(entry.getValue(), i + name.length() + 3);
      }
      int end = i + 1 + name.length();
      if (s.startsWith(name, i + 1) && (end == s.length() || !isNameChar(s.charAt(end)))) {
        return new Match(entry.getValue(), end);
      }
    }
    return null;
  }

  /** Whether the placeholder from {@code start} to {@code end} is a single-quoted word alone. */
  private boolean whole(int start, int end) {
    return start >= 1 && s.charAt(start - 1) == '\'' && end < s.length()
        && s.charAt(end) == '\''
        && (start == 1 || WORD_END.indexOf(s.charAt(start - 2)) >= 0)
        && (end + 1 == s.length() || WORD_END.indexOf(s.charAt(end + 1)) >= 0);
  }

  private static boolean isNameChar(char c) {
    return c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  }

  /** Whether position {@code i} starts a word, where a {@code #} begins a comment. */
  private boolean startsWord(int i) {
    return i == 0 || " \t\n;&|()".indexOf(s.charAt(i - 1)) >= 0;
  }
}
