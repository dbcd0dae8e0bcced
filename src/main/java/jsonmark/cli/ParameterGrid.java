package jsonmark.cli;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The commands of a parameterised run, as hyperfine makes them: each command once per
 * combination of the parameters' values (the first parameter varying slowest), {@code {NAME}}
 * replaced by the value in the command and in its name. A parameter its name does not mention
 * is added to it, {@code name (NAME = value)}, so that every row says what it ran with.
 *
 * @param commands the commands, expanded
 * @param names their names, expanded (all of them when there are parameters)
 * @param values each command's parameter values, by name, at the same index
 */
record ParameterGrid(List<String> commands, List<String> names, List<Map<String, String>> values) {

  /** Most values a scan may give: a typo in MAX should not plan a million commands. */
  static final int MAX_VALUES = 10_000;

  /** Parameter names that are already placeholders of every command. */
  private static final List<String> RESERVED = List.of("FILENAME", "BENCHMARK");

  /**
   * Expands {@code commands} and {@code names}; unchanged without parameters. With them, every
   * command gets a name: its --name, else its text on one line, with the values substituted.
   */
  static ParameterGrid of(List<String> commands, List<String> names, ParameterOptions options) {
    Map<String, List<String>> parameters = parameters(options);
    if (parameters.isEmpty()) {
      return new ParameterGrid(commands, names,
          commands.stream().map(c -> Map.<String, String>of()).toList());
    }
    List<Map<String, String>> combinations = combinations(parameters);
    List<String> expanded = new ArrayList<>();
    List<String> labels = new ArrayList<>();
    List<Map<String, String>> values = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      String template = i < names.size() ? names.get(i)
          : commands.get(i).replaceAll("\\p{Cntrl}+", " ");
      for (Map<String, String> combination : combinations) {
        expanded.add(substitute(commands.get(i), combination));
        labels.add(unused(substitute(template, combination), template, combination));
        values.add(combination);
      }
    }
    return new ParameterGrid(expanded, labels, values);
  }

  private static Map<String, List<String>> parameters(ParameterOptions options) {
    Map<String, List<String>> parameters = new LinkedHashMap<>();
    if (!options.scan.isEmpty() && !options.lists.isEmpty()) {
      throw new IllegalArgumentException("--parameter-scan and --parameter-list cannot be"
          + " combined (as in hyperfine); give several --parameter-list instead");
    }
    if (options.scan.size() > 3) {
      throw new IllegalArgumentException("--parameter-scan is given more than once; give one,"
          + " or several --parameter-list");
    }
    if (options.step != null && options.scan.isEmpty()) {
      throw new IllegalArgumentException("--parameter-step-size " + options.step
          + " is the step of --parameter-scan: give --parameter-scan NAME MIN MAX too");
    }
    for (int i = 0; i < options.lists.size(); i += 2) {
      String name = name(options.lists.get(i), "--parameter-list", parameters);
      List<String> values = List.of(options.lists.get(i + 1).split(",", -1));
      values.forEach(value -> plain(name, value));
      parameters.put(name, values);
    }
    if (!options.scan.isEmpty()) {
      String name = name(options.scan.get(0), "--parameter-scan", parameters);
      parameters.put(name, scan(options.scan.get(1), options.scan.get(2),
          options.step == null ? "1" : options.step));
    }
    return parameters;
  }

  private static String name(String name, String option, Map<String, ?> taken) {
    if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
      throw new IllegalArgumentException(option + " '" + name + "': a parameter's name is"
          + " letters, digits and _, starting with a letter or _");
    }
    if (RESERVED.contains(name)) {
      throw new IllegalArgumentException(option + " " + name + ": {" + name + "} is the"
          + " command's own placeholder; give the parameter another name");
    }
    if (taken.containsKey(name)) {
      throw new IllegalArgumentException("the parameter " + name + " is given twice");
    }
    return name;
  }

  /**
   * Refuses a value that is not one plain shell word: {@code {NAME}} becomes the value as text in
   * the command (and its hooks), where a quote, a space, {@code $(...)} or {@code ;} would be
   * shell code; such a value goes in an --env variable instead, which reaches the command as data.
   */
  private static void plain(String name, String value) {
    if (!PLAIN_VALUE.matcher(value).matches()) {
      throw new IllegalArgumentException("--parameter-list " + name + ": the value '" + value
          + "' would be shell code in the command, not one word; a value holds only letters,"
          + " digits and _ . / + : = @ % - (put another in --env " + name + "=VALUE and write"
          + " \"$" + name + "\" in the command)");
    }
  }

  /** What a parameter's value may hold: what a shell takes as one word of the same text. */
  private static final Pattern PLAIN_VALUE = Pattern.compile("[A-Za-z0-9_./+:=@%-]*");

  /** The numbers from {@code min} to {@code max} in steps of {@code step}, as written. */
  static List<String> scan(String min, String max, String step) {
    BigDecimal from = number(min, "MIN");
    BigDecimal to = number(max, "MAX");
    BigDecimal by = number(step, "--parameter-step-size");
    if (by.signum() <= 0) {
      throw new IllegalArgumentException("--parameter-step-size must be above 0, not " + step);
    }
    if (from.compareTo(to) > 0) {
      throw new IllegalArgumentException("--parameter-scan: MIN " + min + " is more than MAX "
          + max);
    }
    List<String> values = new ArrayList<>();
    for (BigDecimal v = from; v.compareTo(to) <= 0; v = v.add(by)) {
      if (values.size() == MAX_VALUES) {
        throw new IllegalArgumentException("--parameter-scan " + min + " " + max + " in steps of "
            + step + " gives more than " + MAX_VALUES + " values; take a larger step");
      }
      values.add(v.toPlainString());
    }
    return values;
  }

  private static BigDecimal number(String text, String what) {
    try {
      return new BigDecimal(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--parameter-scan " + what + " '" + text
          + "' is not a number");
    }
  }

  private static List<Map<String, String>> combinations(Map<String, List<String>> parameters) {
    List<Map<String, String>> combinations = new ArrayList<>();
    combinations.add(Map.of());
    for (Map.Entry<String, List<String>> parameter : parameters.entrySet()) {
      List<Map<String, String>> more = new ArrayList<>();
      for (Map<String, String> combination : combinations) {
        for (String value : parameter.getValue()) {
          Map<String, String> next = new LinkedHashMap<>(combination);
          next.put(parameter.getKey(), value);
          more.add(next);
        }
      }
      combinations = more;
    }
    return combinations;
  }

  /** {@code text} with each {@code {NAME}} replaced by the parameter's value. */
  static String substitute(String text, Map<String, String> values) {
    String result = text;
    for (Map.Entry<String, String> value : values.entrySet()) {
      result = result.replace("{" + value.getKey() + "}", value.getValue());
    }
    return result;
  }

  /** {@code label} with the values of the parameters {@code template} does not mention. */
  private static String unused(String label, String template, Map<String, String> values) {
    List<String> unused = values.entrySet().stream()
        .filter(v -> !template.contains("{" + v.getKey() + "}"))
        .map(v -> v.getKey() + " = " + v.getValue()).toList();
    return unused.isEmpty() ? label : label + " (" + String.join(", ", unused) + ")";
  }
}
