package jsonmark.plan;

import java.util.List;
import java.util.Optional;

/**
 * hyperfine's untimed commands around the runs, one per command (by its index): {@code prepare}
 * before every warm-up and timed run, {@code conclude} after each, {@code setup} once before a
 * command's first run and {@code cleanup} once after its last. Each list is empty, or holds one
 * shell command per benchmarked command.
 */
public record Hooks(List<String> prepare, List<String> conclude, List<String> setup,
    List<String> cleanup) {

  public Hooks {
    prepare = List.copyOf(prepare);
    conclude = List.copyOf(conclude);
    setup = List.copyOf(setup);
    cleanup = List.copyOf(cleanup);
  }

  /** No hook. */
  public static Hooks none() {
    return new Hooks(List.of(), List.of(), List.of(), List.of());
  }

  /** The hooks of the commands at {@code indices}, in that order, as the only commands. */
  public Hooks only(List<Integer> indices) {
    return new Hooks(pick(prepare, indices), pick(conclude, indices), pick(setup, indices),
        pick(cleanup, indices));
  }

  private static List<String> pick(List<String> hooks, List<Integer> indices) {
    return hooks.isEmpty() ? hooks : indices.stream().map(hooks::get).toList();
  }

  public Optional<String> prepare(int command) {
    return at(prepare, command);
  }

  public Optional<String> conclude(int command) {
    return at(conclude, command);
  }

  public Optional<String> setup(int command) {
    return at(setup, command);
  }

  public Optional<String> cleanup(int command) {
    return at(cleanup, command);
  }

  private static Optional<String> at(List<String> hooks, int command) {
    return command < hooks.size() ? Optional.of(hooks.get(command)) : Optional.empty();
  }
}
