package jsonmark.exec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Splits a {@code /bin/sh} command into the argument vector the shell would execute, when the
 * command is a plain word list that needs no shell: blanks between words, single quotes, double
 * quotes, backslash escapes, and inside double quotes the driver's own variables (what {@link
 * Placeholders} turns {@code $FILENAME} into). Anything else a shell would give meaning to makes
 * it say why a shell is needed instead: an operator or redirection, any other expansion, a glob, a
 * tilde, a comment, an assignment before the program, a line break, a program that only a shell
 * has (a builtin or keyword), or a quote it cannot close. It errs towards the shell: {@code #},
 * {@code ~}, {@code !}, braces and {@code =} in the first word need one wherever they stand,
 * though POSIX gives some positions no meaning, since bash as {@code /bin/sh} may (braces).
 */
final class ShellWords {

  /**
   * Programs a shell runs itself or parses as syntax, in dash, bash and POSIX: run directly, they
   * would not exist or would behave otherwise ({@code echo}, {@code test} and {@code kill} have
   * binaries that differ from the builtins).
   */
  private static final Set<String> KEYWORDS = Set.of(
      "!", "{", "}", "[[", "]]", "case", "do", "done", "elif", "else", "esac", "fi", "for",
      "function", "if", "in", "select", "then", "time", "until", "while", "coproc");

  private static final Set<String> BUILTINS = Set.of(
      ".", ":", "[", "alias", "bg", "bind", "break", "builtin", "caller", "cd", "command",
      "compgen", "complete", "continue", "declare", "dirs", "disown", "echo", "enable", "eval",
      "exec", "exit", "export", "false", "fc", "fg", "getopts", "hash", "help", "history", "jobs",
      "kill", "let", "local", "logout", "mapfile", "newgrp", "popd", "printf", "pushd", "pwd",
      "read", "readarray", "readonly", "return", "set", "shift", "shopt", "source", "suspend",
      "test", "times", "trap", "true", "type", "typeset", "ulimit", "umask", "unalias", "unset",
      "wait");

  /** Whether {@code word}, as a command's first word, is the shell's own: a keyword or builtin. */
  static boolean shellsOwn(String word) {
    return KEYWORDS.contains(word) || BUILTINS.contains(word);
  }

  /**
   * What a command splits into.
   *
   * @param words the argument vector, program first; empty when a shell is needed
   * @param shellReason why a shell is needed, as the end of "runs through /bin/sh -c: ..."
   */
  record Split(List<String> words, Optional<String> shellReason) {

    static Split needsShell(String why) {
      return new Split(List.of(), Optional.of(why));
    }
  }

  private ShellWords() {}

  /**
   * Splits {@code script}.
   *
   * @param variables the only variables it may expand, with their values, each only inside
   *     double quotes (unquoted, the shell would split and glob the value)
   */
  static Split split(String script, Map<String, String> variables) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    int i = 0;
    while (i < script.length()) {
      char c = script.charAt(i);
      Optional<String> why = unquotedReason(script, i, words.isEmpty());
      if (why.isPresent()) {
        return Split.needsShell(why.get());
      }
      if (c == ' ' || c == '\t') {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
        i++;
        continue;
      }
      inWord = true;
      if (c == '\\') {
        word.append(script.charAt(i + 1));
        i += 2;
      } else if (c == '\'') {
        int close = script.indexOf('\'', i + 1);
        if (close < 0) {
          return Split.needsShell("it has a quote that is not closed (')");
        }
        String quoted = script.substring(i + 1, close);
        if (quoted.chars().anyMatch(q -> Character.isISOControl(q) && q != '\t')) {
          return Split.needsShell(quoted.indexOf('\n') >= 0 ? "it spans several lines"
              : "it holds a control character in quotes");
        }
        word.append(quoted);
        i = close + 1;
      } else if (c == '"') {
        int end = doubleQuoted(script, i + 1, variables, word);
        if (end < 0) {
          return Split.needsShell(doubleQuoteReason(script, i + 1, variables));
        }
        i = end;
      } else {
        word.append(c);
        i++;
      }
    }
    if (inWord) {
      words.add(word.toString());
    }
    return program(words);
  }

  /** The split, unless its program is one only a shell has, or there is none. */
  private static Split program(List<String> words) {
    if (words.isEmpty()) {
      return Split.needsShell("it names no program");
    }
    String program = words.get(0);
    if (KEYWORDS.contains(program)) {
      return Split.needsShell("'" + program + "' is a shell keyword");
    }
    if (BUILTINS.contains(program)) {
      return Split.needsShell("'" + program + "' is a shell builtin");
    }
    return new Split(List.copyOf(words), Optional.empty());
  }

  /** Why the unquoted character at {@code i} needs a shell, if it does. */
  private static Optional<String> unquotedReason(String s, int i, boolean firstWord) {
    char c = s.charAt(i);
    if (c == '\n' || (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\n')) {
      return Optional.of("it spans several lines");
    }
    if (Character.isISOControl(c) && c != '\t') {
      return Optional.of("it holds a control character (U+" + String.format("%04X", (int) c) + ")");
    }
    if (c == '\\' && i + 1 == s.length()) {
      return Optional.of("it ends with a backslash");
    }
    if ("|&;<>(){}!$`".indexOf(c) >= 0) {
      return Optional.of("it uses shell syntax (" + c + ")");
    }
    if ("*?[".indexOf(c) >= 0) {
      return Optional.of("it uses a glob (" + c + ")");
    }
    if (c == '~') {
      return Optional.of("it uses ~ (the home folder)");
    }
    if (c == '#') {
      return Optional.of("it may hold a comment (#)");
    }
    if (c == '=' && firstWord) {
      return Optional.of("it sets a variable before the program (=)");
    }
    return Optional.empty();
  }

  /**
   * Appends the double-quoted text starting at {@code start} (after the quote) to {@code word};
   * the index after the closing quote, or -1 when only a shell could read it.
   */
  private static int doubleQuoted(
      String s, int start, Map<String, String> variables, StringBuilder word) {
    int i = start;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '"') {
        return i + 1;
      } else if (c == '\n' || c == '`' || (Character.isISOControl(c) && c != '\t')) {
        return -1;
      } else if (c == '\\' && i + 1 < s.length() && "$`\"\\".indexOf(s.charAt(i + 1)) >= 0) {
        word.append(s.charAt(i + 1));
        i += 2;
      } else if (c == '$') {
        Optional<Reference> reference = reference(s, i, variables);
        if (reference.isEmpty()) {
          return -1;
        }
        word.append(variables.get(reference.get().name()));
        i = reference.get().end();
      } else {
        word.append(c);
        i++;
      }
    }
    return -1;
  }

  /** Why the double-quoted text at {@code start} cannot be read without a shell. */
  private static String doubleQuoteReason(String s, int start, Map<String, String> variables) {
    for (int i = start; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"') {
        break;
      } else if (c == '\\') {
        i++;
      } else if (c == '\n') {
        return "it spans several lines";
      } else if (c == '`') {
        return "it uses shell syntax (`)";
      } else if (Character.isISOControl(c) && c != '\t') {
        return "it holds a control character (U+" + String.format("%04X", (int) c) + ")";
      } else if (c == '$' && reference(s, i, variables).isEmpty()) {
        return "it uses shell syntax ($)";
      }
    }
    return "it has a quote that is not closed (\")";
  }

  private record Reference(String name, int end) {}

  /** The known variable {@code $NAME} or {@code ${NAME}} at {@code i}, if it is one. */
  private static Optional<Reference> reference(String s, int i, Map<String, String> variables) {
    for (String name : variables.keySet()) {
      if (s.startsWith("{" + name + "}", i + 1)) {
        return Optional.of(new Reference(name, i + name.length() + 3));
      }
      int end = i + 1 + name.length();
      if (s.startsWith(name, i + 1) && (end == s.length() || !isNameChar(s.charAt(end)))) {
        return Optional.of(new Reference(name, end));
      }
    }
    return Optional.empty();
  }

  private static boolean isNameChar(char c) {
    return c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  }
}
