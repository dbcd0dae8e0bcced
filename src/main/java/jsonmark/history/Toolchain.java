package jsonmark.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The runtime and compiler versions that matter to one command: those of the runtimes it names
 * (python3, node, java) and of the language whose folder it runs from (a Rust binary under
 * deserializers/rust is rustc's); another language's update then does not split its series.
 */
final class Toolchain {

  /** The folder of each language in deserializers/, and the runtime that builds or runs it. */
  private static final Map<String, String> FOLDERS = Map.of("rust", "rustc", "cpp", "g++",
      "go", "go", "java", "java", "python", "python3", "nodejs", "node");

  private Toolchain() {}

  /** The versions in {@code runtimes} that {@code command} uses, as {@code name=version; ...}. */
  static String of(String command, Map<String, String> runtimes) {
    List<String> used = new ArrayList<>();
    runtimes.forEach((name, version) -> {
      boolean named = Pattern.compile("(^|[\\s/])" + Pattern.quote(name) + "(\\s|$)")
          .matcher(command).find();
      boolean folder = FOLDERS.entrySet().stream().anyMatch(e -> e.getValue().equals(name)
          && command.contains("deserializers/" + e.getKey() + "/"));
      if (named || folder) {
        used.add(name + "=" + version);
      }
    });
    return String.join("; ", used);
  }
}
