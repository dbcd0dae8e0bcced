package jsonmark.report.chart;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jsonmark.result.CommandSummary;

/**
 * The labels charts show: a command's {@code --name} when it was given; otherwise the part of its
 * text that differs from the other unnamed commands, after its program's file name, so that
 * {@code .venv/bin/python main.py json $FILENAME} and {@code ... orjson $FILENAME} read
 * {@code python … json} and {@code python … orjson} instead of the same cut-off prefix twice.
 */
public final class ChartLabels {

  private ChartLabels() {}

  /** One label per command, in the same order. */
  public static List<String> of(List<CommandSummary> commands) {
    List<String[]> unnamed = new ArrayList<>();
    for (CommandSummary command : commands) {
      if (!named(command)) {
        unnamed.add(words(command.command()));
      }
    }
    int prefix = common(unnamed, false);
    int suffix = common(unnamed, true);
    List<String> labels = new ArrayList<>();
    for (CommandSummary command : commands) {
      if (named(command) || unnamed.size() < 2) {
        labels.add(ChartStyle.shorten(command.name()));
        continue;
      }
      String[] words = words(command.command());
      int end = Math.max(prefix, words.length - suffix);
      String differing = String.join(" ", Arrays.copyOfRange(words, prefix, end));
      String program = words.length == 0 ? "" : words[0].substring(words[0].lastIndexOf('/') + 1);
      String label = prefix == 0 ? differing : program + " … " + differing;
      labels.add(ChartStyle.shorten(label.isBlank() ? command.name() : label.strip()));
    }
    return labels;
  }

  /** Whether the command was given a name, rather than labelled by its own text. */
  static boolean named(CommandSummary command) {
    return !command.name().equals(command.command().replaceAll("\\p{Cntrl}+", " "));
  }

  private static String[] words(String command) {
    String trimmed = command.strip();
    return trimmed.isEmpty() ? new String[0] : trimmed.split("\\s+");
  }

  /** How many leading (or trailing) words every one of {@code commands} shares. */
  private static int common(List<String[]> commands, boolean fromEnd) {
    if (commands.size() < 2) {
      return 0;
    }
    int shortest = commands.stream().mapToInt(w -> w.length).min().orElse(0);
    int n = 0;
    // Leave at least one word of the shortest command, so no label is empty.
    while (n < shortest - 1) {
      String word = at(commands.get(0), n, fromEnd);
      final int k = n;
      if (!commands.stream().allMatch(w -> at(w, k, fromEnd).equals(word))) {
        break;
      }
      n++;
    }
    return n;
  }

  private static String at(String[] words, int i, boolean fromEnd) {
    return fromEnd ? words[words.length - 1 - i] : words[i];
  }
}
