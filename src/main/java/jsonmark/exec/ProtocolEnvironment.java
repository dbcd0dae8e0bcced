package jsonmark.exec;

import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jsonmark.lifecycle.DriverGuard;

/**
 * The environment variables of the deserializer protocol, and the one place where a spawn's
 * environment is made: the driver's own, with every protocol variable set or cleared for that
 * run. A {@code JSONMARK_VALIDATE=1} left exported in the user's shell would otherwise reach the
 * timed runs, whose programs would then write every record back (and be timed doing it).
 */
public final class ProtocolEnvironment {

  /** Set to {@code 1} in validation mode, absent in every other run. */
  public static final String VALIDATE = "JSONMARK_VALIDATE";

  /**
   * The V8 flags of counted runs ({@code jsonmark.instructions.Determinism}), absent in every
   * other run, so that one left exported never reaches a timed node.
   */
  public static final String NODE_FLAGS = "JSONMARK_NODE_FLAGS";

  /** Every variable the protocol defines; no run inherits one of them from the driver. */
  public static final List<String> VARIABLES = List.of(CommandTemplate.FILENAME_VARIABLE,
      CommandTemplate.BENCHMARK_VARIABLE, VALIDATE, NODE_FLAGS);

  /**
   * Every variable that the driver sets or clears in every run whatever the user asks, with what
   * it holds there: the protocol's, and the driver's mark ({@link DriverGuard#MARK}). A value
   * given for one (--env) would never reach a run, so none may be given.
   */
  public static final Map<String, String> RESERVED = reserved();

  private static Map<String, String> reserved() {
    Map<String, String> reserved = new LinkedHashMap<>();
    reserved.put(CommandTemplate.FILENAME_VARIABLE, "the data file's path");
    reserved.put(CommandTemplate.BENCHMARK_VARIABLE, "the benchmark's name");
    reserved.put(VALIDATE, "1 in validation mode, unset in any other run");
    reserved.put(NODE_FLAGS, "node's flags for exact counts in counted runs, unset in any other");
    reserved.put(DriverGuard.MARK, "its mark on every process it starts, by which it stops"
        + " those that outlive it");
    return Collections.unmodifiableMap(reserved);
  }

  private ProtocolEnvironment() {}

  /**
   * The environment of one run: {@code inherited} (the driver's), without the protocol's
   * variables, then {@code run}'s variables (those that run sets), then {@code mark}.
   */
  static Map<String, String> of(
      Map<String, String> inherited, Map<String, String> run, Map<String, String> mark) {
    Map<String, String> environment = new HashMap<>(inherited);
    VARIABLES.forEach(environment::remove);
    environment.putAll(run);
    environment.putAll(mark);
    return environment;
  }
}
