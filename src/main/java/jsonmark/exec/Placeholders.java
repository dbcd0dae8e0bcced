package jsonmark.exec;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Rewrites the {@code $NAME} and {@code ${NAME}} placeholders of a {@code /bin/sh} command into
 * references to variables the driver exports, written for the quoting context each one stands
 * in, so that the shell itself expands the value as exactly one word.
 *
 * <p>The value (a path) never becomes command text: quoting it into the text would have to be
 * right in every context the user's own quotes create, and {@code '$FILENAME'} or {@code
 * "'$FILENAME'"} showed it was not. A variable reference needs no quoting of the value at all:
 * outside quotes it becomes {@code "${VAR}"}, inside double quotes and unquoted here-documents
 * {@code ${VAR}}, and inside single quotes, where the shell expands nothing, {@code '"${VAR}"'}
 * (close the quote, expand in double quotes, reopen). The scanner follows the shell's quoting
 * rules: backslash escapes, single and double quotes, {@code $( )}, {@code $(( ))} and backquote
 * substitutions nested in either, comments, and here-documents (see {@link HereDocs}). The
 * single-quoted script of a nested shell ({@code sh -c '...'}, see {@link NestedShells}) is
 * scanned as the command it is, so its placeholders become references that the nested shell
 * expands, never path text it would parse. {@code $NAMEx} is another variable to the shell, so
 * it is no placeholder.
 */
final class Placeholders {

  private Placeholders() {}

  /** Where the scanner is: each kind decides what a quote, a backslash and a placeholder mean. */
  private enum Kind {
    UNQUOTED,
    SUBSTITUTION,
    ARITHMETIC,
    BACKQUOTE,
    DOUBLE,
    SINGLE,
    HEREDOC
  }

  /**
   * One level of nesting; {@code parens} counts open parentheses inside a {@code $( )}; {@code
   * script} marks double quotes holding a nested shell's script.
   */
  private static final class Frame {
    final Kind kind;
    final boolean script;
    int parens;

    Frame(Kind kind, boolean script) {
      this.kind = kind;
      this.script = script;
    }
  }

  /** What a scan found: placeholders, and those whose value becomes plain text in the command. */
  private static final class Counts {
    int found;
    int pasted;
  }

  /**
   * The command with every placeholder replaced.
   *
   * @param variables placeholder name (e.g. {@code FILENAME}) to the exported variable's name
   * @throws IllegalArgumentException for a here-document the scanner cannot follow
   */
  static String rewrite(String command, Map<String, String> variables) {
    StringBuilder out = new StringBuilder(command.length() + 32);
    scan(command, Kind.UNQUOTED, variables, out, new Counts());
    return out.toString();
  }

  /**
   * Whether {@code command} holds the placeholder {@code name} anywhere the shell would see it.
   *
   * @throws IllegalArgumentException for a here-document the scanner cannot follow
   */
  static boolean contains(String command, String name) {
    Counts counts = new Counts();
    scan(command, Kind.UNQUOTED, Map.of(name, name), new StringBuilder(), counts);
    return counts.found > 0;
  }

  /**
   * Whether a placeholder {@code name} of {@code command} reaches its program as plain text
   * inside a longer argument that program may parse again: single quotes other than a nested
   * shell's script, or the double-quoted script of a nested shell.
   */
  static boolean pastesAsText(String command, String name) {
    Counts counts = new Counts();
    scan(command, Kind.UNQUOTED, Map.of(name, name), new StringBuilder(), counts);
    return counts.pasted > 0;
  }

  /** Scans {@code s} from context {@code root}, appending the rewritten command to {@code out}. */
  private static void scan(
      String s, Kind root, Map<String, String> variables, StringBuilder out, Counts counts) {
    Deque<Frame> stack = new ArrayDeque<>();
    stack.push(new Frame(root, false));
    List<HereDocs.Operator> pending = new ArrayList<>();
    int i = 0;
    while (i < s.length()) {
      Frame top = stack.peek();
      char c = s.charAt(i);
      int end = i + 1;
      String replacement = null;
      Match match = c == '$' ? placeholder(s, i, variables) : null;
      if (match != null) {
        counts.found++;
        if (top.kind == Kind.SINGLE || top.script) {
          counts.pasted++;
        }
        end = match.end;
        replacement = reference(top.kind, match.variable);
      } else if (top.kind == Kind.SINGLE) {
        if (c == '\'') {
          stack.pop();
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
        end = Math.min(s.length(), i + 2); // an escaped character is never special
      } else if (c == '`') {
        if (top.kind == Kind.BACKQUOTE) {
          stack.pop();
        } else {
          stack.push(new Frame(Kind.BACKQUOTE, false));
        }
      } else if (top.kind == Kind.DOUBLE) {
        if (c == '"') {
          stack.pop();
        }
      } else if (top.kind == Kind.HEREDOC) {
        // Quotes and '#' are plain characters in a here-document's body.
      } else if (c == '\'' && NestedShells.scriptAt(s, i) && s.indexOf('\'', i + 1) > 0) {
        end = s.indexOf('\'', i + 1) + 1;
        StringBuilder script = new StringBuilder("'");
        scan(s.substring(i + 1, end - 1), Kind.UNQUOTED, variables, script, counts);
        replacement = script.append('\'').toString();
      } else if (c == '\'') {
        stack.push(new Frame(Kind.SINGLE, false));
      } else if (c == '"') {
        stack.push(new Frame(Kind.DOUBLE, NestedShells.scriptAt(s, i)));
      } else if (c == '#' && startsWord(s, i)) {
        int newline = s.indexOf('\n', i);
        end = newline < 0 ? s.length() : newline; // a comment: the shell expands nothing in it
      } else if (c == '<' && s.startsWith("<<", i) && top.kind != Kind.ARITHMETIC) {
        HereDocs.Operator operator = HereDocs.at(s, i);
        if (operator == null) {
          end = s.startsWith("<<<", i) ? i + 3 : i + 2;
        } else {
          pending.add(operator);
          end = operator.end();
        }
      } else if (c == '\n' && !pending.isEmpty()) {
        StringBuilder bodies = new StringBuilder("\n");
        end = bodies(s, i + 1, pending, variables, bodies, counts);
        pending.clear();
        replacement = bodies.toString();
      } else if (top.kind == Kind.SUBSTITUTION || top.kind == Kind.ARITHMETIC) {
        end = parenthesis(s, i, top, stack);
      }
      out.append(replacement != null ? replacement : s.substring(i, end));
      i = end;
    }
  }

  /** Appends the bodies of the {@code pending} here-documents from {@code start}; their end. */
  private static int bodies(String s, int start, List<HereDocs.Operator> pending,
      Map<String, String> variables, StringBuilder out, Counts counts) {
    int next = start;
    for (HereDocs.Operator operator : pending) {
      HereDocs.Body body = HereDocs.body(s, next, operator);
      if (operator.quoted()) {
        out.append(s, next, body.end()); // a quoted delimiter: the shell expands nothing
      } else {
        scan(s.substring(next, body.end()), Kind.HEREDOC, variables, out, counts);
      }
      out.append(s, body.end(), body.next());
      next = body.next();
    }
    return next;
  }

  /** Follows a parenthesis inside {@code $( )} or {@code $(( ))}; the index after it. */
  private static int parenthesis(String s, int i, Frame top, Deque<Frame> stack) {
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
      case DOUBLE, HEREDOC -> expansion;
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
