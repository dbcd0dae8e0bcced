package jsonmark.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A fish completion script for a command tree, read from its picocli model as picocli's bash
 * script is: every subcommand, every option with its letters, a short description, and the
 * values its completion candidates list (a file for a path).
 */
final class FishCompletion {

  /** Longest description fish shows beside a completion before it is cut. */
  private static final int DESCRIPTION = 72;

  private FishCompletion() {}

  static String script(CommandSpec root) {
    String program = root.name();
    List<String> subcommands = root.subcommands().entrySet().stream()
        .filter(e -> !e.getValue().getCommandSpec().usageMessage().hidden())
        .map(e -> e.getKey()).toList();
    StringBuilder script = new StringBuilder("# fish completion for " + program + " (" + program
        + " " + Completion.NAME + " fish)\n");
    for (String sub : subcommands) {
      CommandSpec spec = root.subcommands().get(sub).getCommandSpec();
      script.append("complete -c ").append(program).append(" -n '__fish_use_subcommand' -f -a ")
          .append(quoted(sub)).append(description(spec.usageMessage().description()))
          .append('\n');
    }
    options(script, program, root,
        "not __fish_seen_subcommand_from " + String.join(" ", subcommands));
    for (String sub : subcommands) {
      CommandSpec spec = root.subcommands().get(sub).getCommandSpec();
      options(script, program, spec, "__fish_seen_subcommand_from " + sub);
      if (sub.equals(Completion.NAME)) {
        script.append("complete -c ").append(program).append(" -n ")
            .append(quoted("__fish_seen_subcommand_from " + sub)).append(" -f -a ")
            .append(quoted(String.join(" ", Completion.SHELLS))).append('\n');
      }
    }
    return script.toString();
  }

  private static void options(StringBuilder script, String program, CommandSpec spec,
      String condition) {
    for (OptionSpec option : spec.options()) {
      if (option.hidden()) {
        continue;
      }
      StringBuilder line = new StringBuilder("complete -c " + program + " -n "
          + quoted(condition));
      for (String name : option.names()) {
        line.append(name.startsWith("--") ? " -l " + name.substring(2) : " -s " + name.substring(1));
      }
      if (option.arity().max() > 0) {
        List<String> values = new ArrayList<>();
        if (option.completionCandidates() != null) {
          option.completionCandidates().forEach(values::add);
        }
        if (!values.isEmpty()) {
          line.append(" -x -a ").append(quoted(String.join(" ", values)));
        } else if (option.type() == Path.class || option.auxiliaryTypes()[0] == Path.class) {
          line.append(" -r -F");
        } else {
          line.append(" -x");
        }
      }
      script.append(line).append(description(option.description())).append('\n');
    }
  }

  /** {@code -d '...'}: the first sentence of a help text, short enough for fish's menu. */
  private static String description(String[] help) {
    if (help.length == 0) {
      return "";
    }
    String text = help[0].replace("%n", " ").replace("%%", "%").replaceAll("\\$\\{[^}]*}", "").strip();
    int end = text.indexOf(". ");
    text = end > 0 ? text.substring(0, end) : text.replaceAll("\\.$", "");
    text = text.replaceAll("\\s*\\([^)]*$", "");
    if (text.length() > DESCRIPTION) {
      text = text.substring(0, DESCRIPTION - 1).strip() + "…";
    }
    return text.isEmpty() ? "" : " -d " + quoted(text);
  }

  /** {@code text} in fish's single quotes, where only a backslash and a quote are escaped. */
  static String quoted(String text) {
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }
}
