package jsonmark.exec;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;

/**
 * Rewrites the {@code $NAME} and {@code ${NAME}} placeholders of a {@code /bin/sh} command into
 * references to variables the driver exports, written for the quoting context each one stands
 * in, so that the shell itself expands the value as exactly one word.
 *
 * <p>The value (a path) never becomes command text: quoting it into the text would have to be
 * right in every context the user's own quotes create, and {@code '$FILENAME'} or {@code
 * "'$FILENAME'"} showed it was not. A variable reference needs no quoting of the value at all:
 * outside quotes it becomes {@code "${VAR}"}, inside double quotes {@code ${VAR}}, and inside
 * single quotes, where the shell expands nothing, {@code '"${VAR}"'} (close the quote, expand in
 * double quotes, reopen). The scanner follows the shell's quoting rules: backslash escapes,
 * single and double quotes, {@code $( )} and backquote substitutions nested in either, and
 * comments. {@code $NAMEx} is another variable to the shell, so it is no placeholder.
 */
final class Placeholders {

  private Placeholders() {}

  /** Where the scanner is: each kind decides what a quote, a backslash and a placeholder mean. */
  private enum Kind {
    UNQUOTED,
    SUBSTITUTION,
    BACKQUOTE,
    DOUBLE,
    SINGLE
  }

  /** One level of nesting; {@code parens} counts open parentheses inside a {@code $( )}. */
  private static final class Frame {
    final Kind kind;
    int parens;

    Frame(Kind kind) {
      this.kind = kind;
    }
  }

  /**
   * The command with every placeholder replaced.
   *
   * @param variables placeholder name (e.g. {@code FILENAME}) to the exported variable's name
   */
  static String rewrite(String command, Map<String, String> variables) {
    StringBuilder out = new StringBuilder(command.length() + 32);
    scan(command, variables, out);
    return out.toString();
  }

  /** Whether {@code command} holds the placeholder {@code name} anywhere the shell would see it. */
  static boolean contains(String command, String name) {
    return scan(command, Map.of(name, name), null) > 0;
  }

  /** Scans, appending the rewritten command to {@code out} when not null; counts placeholders. */
  private static int scan(String s, Map<String, String> variables, StringBuilder out) {
    Deque<Frame> stack = new ArrayDeque<>();
    stack.push(new Frame(Kind.UNQUOTED));
    int found = 0;
    int i = 0;
    while (i < s.length()) {
      Frame top = stack.peek();
      char c = s.charAt(i);
      int end = i + 1;
      String replacement = null;
      Match match = c == '$' ? placeholder(s, i, variables) : null;
      if (match != null) {
        found++;
        end = match.end;
        replacement = reference(top.kind, match.variable);
      } else if (top.kind == Kind.SINGLE) {
        if (c == '\'') {
          stack.pop();
        }
      } else if (c == '$') {
        if (s.startsWith("$(", i)) {
          stack.push(new Frame(Kind.SUBSTITUTION));
          end = i + 2;
        } else if (s.startsWith("$$", i)) {
          end = i + 2; // the shell's pid: its second '$' starts no placeholder
        }
      } else if (c == '\\') {
        end = Math.min(s.length(), i + 2); // an escaped character is never special
      } else if (c == '`') {
        if (top.kind == Kind.BACKQUOTE) {
          stack.pop();
        } else {
          stack.push(new Frame(Kind.BACKQUOTE));
        }
      } else if (top.kind == Kind.DOUBLE) {
        if (c == '"') {
          stack.pop();
        }
      } else if (c == '\'') {
        stack.push(new Frame(Kind.SINGLE));
      } else if (c == '"') {
        stack.push(new Frame(Kind.DOUBLE));
      } else if (c == '#' && startsWord(s, i)) {
        int newline = s.indexOf('\n', i);
        end = newline < 0 ? s.length() : newline; // a comment: the shell expands nothing in it
      } else if (top.kind == Kind.SUBSTITUTION && c == '(') {
        top.parens++;
      } else if (top.kind == Kind.SUBSTITUTION && c == ')') {
        if (top.parens == 0) {
          stack.pop();
        } else {
          top.parens--;
        }
      }
      if (out != null) {
        out.append(replacement != null ? replacement : s.substring(i, end));
      }
      i = end;
    }
    return found;
  }

  private record Match(String variable, int end) {}

  /** The placeholder starting at the {@code $} at {@code i}, or null. */
  private static Match placeholder(String s, int i, Map<String, String> variables) {
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

  /** A reference to {@code variable} that expands to exactly its value in context {@code kind}. */
  private static String reference(Kind kind, String variable) {
    String expansion = "${" + variable + "}";
    return switch (kind) {
      case DOUBLE -> expansion;
      case SINGLE -> "'\"" + expansion + "\"'";
      default -> "\"" + expansion + "\"";
    };
  }

  private static boolean isNameChar(char c) {
    return c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  }

  /** Whether position {@code i} starts a word, where a {@code #} begins a comment. */
  private static boolean startsWord(String s, int i) {
    return i == 0 || " \t\n;&|()".indexOf(s.charAt(i - 1)) >= 0;
  }
}
