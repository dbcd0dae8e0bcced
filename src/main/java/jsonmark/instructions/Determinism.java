package jsonmark.instructions;

import java.util.Map;
import jsonmark.exec.ProtocolEnvironment;

/**
 * The environment variables every counted run gets so that a runtime's own randomness and its
 * timers do not move its count; each was measured to matter before it was added
 * (docs/instructions.md has the figures and what each changes in what is measured). A command
 * that sets one itself keeps its own value.
 */
public final class Determinism {

  /**
   * The V8 flags that make node's counts exact, for a node command to pass on its command line
   * ({@code node $JSONMARK_NODE_FLAGS main.js}): node refuses V8 flags in {@code NODE_OPTIONS}.
   * Fixed hash and random seeds; {@code --predictable} runs V8's compilers and garbage collector
   * on the main thread, which then counts their work where it happens, and its GC on a schedule
   * driven by allocation alone. nodejs on 1,000 records: 1.8 % over five runs without them,
   * 0.0001 % with them.
   */
  public static final String NODE_FLAGS = "--hash-seed=1 --random-seed=1 --predictable"
      + " --predictable-gc-schedule --no-concurrent-sweeping";

  /**
   * The JVM options that make a JVM's counts exact, in {@code JAVA_TOOL_OPTIONS} (which every
   * JVM reads, and notes on stderr): the serial collector in a fixed heap, so that a collection
   * comes when the heap is full and at no other time; {@code -Xbatch}, so that the JIT compiles
   * in the thread that asked, which waits, so compilation is counted where it happens and the
   * same methods are compiled in every run; and no timer-driven work (no interpreter counter
   * decay, no periodic safepoints, no perf-data sampler, no periodic monitor deflation, no
   * compiler threads added by queue length); an older JVM that lacks one ignores it.
   * java-jackson on 1,000 records: 6.3 % over four runs without them, 0.014 % over five with
   * them; the other JVM targets 0.011 to 0.017 %.
   */
  public static final String JAVA_OPTIONS = "-XX:+IgnoreUnrecognizedVMOptions -XX:+UseSerialGC"
      + " -Xms256m -Xmx256m -Xbatch -XX:-UsePerfData -XX:-UseCounterDecay"
      + " -XX:-UseDynamicNumberOfCompilerThreads"
      + " -XX:+UnlockDiagnosticVMOptions -XX:GuaranteedSafepointInterval=0"
      + " -XX:AsyncDeflationInterval=0";

  /** The line every JVM prints on stderr when it reads {@link #JAVA_OPTIONS}. */
  public static final String JAVA_NOTE = "Picked up JAVA_TOOL_OPTIONS: " + JAVA_OPTIONS;

  /**
   * {@code PYTHONHASHSEED=0}: Python salts its string hashes at random at every start, which
   * moves the work of every dict built: python-orjson on 1,000 records spread 0.13 % over three
   * runs without it, and counted 164,092,151 instructions in each of three runs with it.
   *
   * <p>{@code GOMAXPROCS=1} and {@code GODEBUG=gcstoptheworld=1}: Go's collector otherwise marks
   * concurrently, paced by the time it measures, on as many threads as cores, which Valgrind
   * runs one at a time; with one P and the mark done with the world stopped, the marking is the
   * same work in every run (go-structured-json on 1,000 records: 6.0 % without, 0.20 % with).
   * What remains is the scheduler's monitor thread, which wakes on a timer.
   *
   * <p>{@code JAVA_TOOL_OPTIONS}: see {@link #JAVA_OPTIONS}; {@code JSONMARK_NODE_FLAGS}: see
   * {@link #NODE_FLAGS}.
   */
  public static final Map<String, String> VARIABLES = Map.of(
      "PYTHONHASHSEED", "0",
      "GOMAXPROCS", "1",
      "GODEBUG", "gcstoptheworld=1",
      "JAVA_TOOL_OPTIONS", JAVA_OPTIONS,
      ProtocolEnvironment.NODE_FLAGS, NODE_FLAGS);

  private Determinism() {}
}
