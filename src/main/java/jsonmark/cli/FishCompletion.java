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
    List<String> subcommands = visible(root);
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
      tree(script, program, root.subcommands().get(sub).getCommandSpec(),
          "__fish_seen_subcommand_from " + sub);
    }
    return script.toString();
  }

  /** The names of {@code spec}'s subcommands that its help shows. */
  private static List<String> visible(CommandSpec spec) {
    return spec.subcommands().entrySet().stream()
        .filter(e -> !e.getValue().getCommandSpec().usageMessage().hidden())
        .map(e -> e.getKey()).toList();
  }

  /**
   * The completions of subcommand {@code spec} where {@code condition} holds: its options, its
   * own subcommands (such as history's list and show) until one is typed, then theirs.
   */
  private static void tree(StringBuilder script, String program, CommandSpec spec,
      String condition) {
    options(script, program, spec, condition);
    if (spec.name().equals(Completion.NAME)) {
      script.append("complete -c ").append(program).append(" -n ").append(quoted(condition))
          .append(" -f -a ").append(quoted(String.join(" ", Completion.SHELLS))).append('\n');
    }
    List<String> subcommands = visible(spec);
    if (subcommands.isEmpty()) {
      return;
    }
    String none = condition + "; and not __fish_seen_subcommand_from "
        + String.join(" ", subcommands);
    for (String sub : subcommands) {
      script.append("complete -c ").append(program).append(" -n ").append(quoted(none))
          .append(" -f -a ").append(quoted(sub)).append(description(spec.subcommands().get(sub)
          .getCommandSpec().usageMessage().description())).append('\n');
    }
    for (String sub : subcommands) {
      tree(script, program, spec.subcommands().get(sub).getCommandSpec(),
          condition + "; and __fish_seen_subcommand_from " + sub);
    }
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
