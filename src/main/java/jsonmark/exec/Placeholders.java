package jsonmark.exec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import jsonmark.exec.ShellScan.Found;
import jsonmark.exec.ShellScan.Kind;
import jsonmark.exec.ShellScan.Region;

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
 * (close the quote, expand in double quotes, reopen).
 *
 * <p>Where the expanded text is a second shell's code (a nested script, see {@link
 * NestedShells}: {@code sh -c '...'} or {@code "..."}, {@code eval}'s words, a here-document or
 * an echo that a shell reads), expanding the value there would hand the second shell the path as
 * code. So the script's text is first read as the second shell will get it (quotes removed,
 * escapes resolved), its placeholders rewritten for that shell by the same rules, recursively,
 * and each reference escaped so that the first shell hands it on unexpanded: the second shell
 * expands the exported variable itself. A placeholder inside a substitution there stays the first
 * shell's, which runs the substitution.
 */
final class Placeholders {

  /** Stands for what a substitution prints: no quote, no placeholder, no word of its own. */
  private static final char SUBSTITUTION_OUTPUT = '.';

  private Placeholders() {}

  /** One replacement of {@code command}'s characters from {@code start} to {@code end}. */
  private record Edit(int start, int end, String text) {}

  /** What a command's placeholders become, and how many there are and stay plain text. */
  private record Analysis(List<Edit> edits, int found, int pasted) {}

  /**
   * The command with every placeholder replaced.
   *
   * @param variables placeholder name (e.g. {@code FILENAME}) to the exported variable's name
   * @throws IllegalArgumentException for a here-document the scanner cannot follow
   */
  static String rewrite(String command, Map<String, String> variables) {
    StringBuilder out = new StringBuilder(command.length() + 32);
    int next = 0;
    for (Edit edit : analyse(command, variables).edits()) {
      out.append(command, next, edit.start()).append(edit.text());
      next = edit.end();
    }
    return out.append(command, next, command.length()).toString();
  }

  /**
   * Whether {@code command} holds the placeholder {@code name} anywhere a shell would see it.
   *
   * @throws IllegalArgumentException for a here-document the scanner cannot follow
   */
  static boolean contains(String command, String name) {
    return analyse(command, Map.of(name, name)).found() > 0;
  }

  /**
   * Whether a placeholder {@code name} of {@code command} reaches its program as plain text
   * inside a longer argument that program may parse again: single quotes other than a nested
   * shell's script, with more than the placeholder in them.
   */
  static boolean pastesAsText(String command, String name) {
    return analyse(command, Map.of(name, name)).pasted() > 0;
  }

  private static Analysis analyse(String command, Map<String, String> variables) {
    ShellScan scan = ShellScan.of(command, variables);
    List<Edit> edits = new ArrayList<>();
    int found = 0;
    int pasted = 0;
    for (Found f : scan.found()) {
      boolean nested = scan.regions().stream().anyMatch(r -> r.holds(f.start()));
      if (nested && !f.opaque()) {
        continue; // rewritten below, as the nested script's own
      }
      found++;
      if (!nested && f.kind() == Kind.SINGLE && !f.whole()) {
        pasted++;
      }
      edits.add(new Edit(f.start(), f.end(), reference(f.kind(), f.variable())));
    }
    for (Region region : scan.regions()) {
      Script script = Script.of(scan, region);
      Analysis inner = analyse(script.text.toString(), variables);
      found += inner.found();
      pasted += inner.pasted();
      for (Edit edit : inner.edits()) {
        int start = script.from.get(edit.start());
        int end = script.to.get(edit.end() - 1);
        edits.add(new Edit(start, end, escape(scan.label(start), edit.text())));
      }
    }
    edits.sort(Comparator.comparingInt(Edit::start));
    return new Analysis(edits, found, pasted);
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

  /** {@code text} written in context {@code kind} so that the shell hands it on unchanged. */
  private static String escape(Kind kind, String text) {
    return switch (kind) {
      case SINGLE -> text.replace("'", "'\\''");
      case DOUBLE -> backslashed(text, "$`\"\\");
      case HEREDOC -> backslashed(text, "$`\\");
      case LITERAL -> text;
      default -> "'" + text.replace("'", "'\\''") + "'";
    };
  }

  private static String backslashed(String text, String special) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (char c : text.toCharArray()) {
      if (special.indexOf(c) >= 0) {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }

  /**
   * A nested script's text as the second shell gets it, each of its characters mapped back to
   * the command's characters it came from ({@code from} inclusive, {@code to} exclusive).
   */
  private static final class Script {
    final StringBuilder text = new StringBuilder();
    final List<Integer> from = new ArrayList<>();
    final List<Integer> to = new ArrayList<>();

    static Script of(ShellScan scan, Region region) {
      Script script = new Script();
      String s = scan.text();
      int i = region.start();
      while (i < region.end()) {
        if (scan.opaque(i)) {
          int j = i;
          while (j < region.end() && scan.opaque(j)) {
            j++;
          }
          script.add(SUBSTITUTION_OUTPUT, i, j);
          i = j;
          continue;
        }
        Kind kind = scan.label(i);
        char c = s.charAt(i);
        boolean pair = c == '\\' && i + 1 < region.end() && kind != Kind.SINGLE
            && kind != Kind.LITERAL;
        if (pair) {
          char next = s.charAt(i + 1);
          String escapable = switch (kind) {
            case DOUBLE -> "$`\"\\\n";
            case HEREDOC -> "$`\\\n";
            default -> null; // unquoted: a backslash escapes every character
          };
          if (next == '\n') {
            i += 2; // a line continuation is no character at all
          } else if (escapable == null || escapable.indexOf(next) >= 0) {
            script.add(next, i, i + 2);
            i += 2;
          } else {
            script.add(c, i, i + 1);
            i++;
          }
        } else {
          boolean quote = (c == '\'' && kind == Kind.SINGLE) || (c == '"' && kind == Kind.DOUBLE);
          if (!quote) {
            script.add(c, i, i + 1);
          }
          i++;
        }
      }
      return script;
    }

    private void add(char c, int start, int end) {
      text.append(c);
      from.add(start);
      to.add(end);
    }
  }
}
