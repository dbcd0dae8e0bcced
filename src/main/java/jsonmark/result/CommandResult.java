package jsonmark.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import jsonmark.profile.Profile;

/**
 * What one command's runs gave, as the run loop records it, before anything is derived from it:
 * {@link CommandSummary#of} turns it into the command's results.
 *
 * @param name the command's label
 * @param command the command as given, before {@code $FILENAME} is replaced
 * @param shell whether it ran through {@code /bin/sh -c} rather than directly
 * @param timed the timed runs, each one's profile samples, and the driver's gaps before them
 * @param warmupFailures one line per failed warm-up run ("warm-up 1: exited with status 2")
 * @param startupRuns the runs on an empty data file that measure the start-up (never profiled)
 * @param values what {@code --validate} (or, for --data, the probe) found, when it ran
 * @param parameters the parameter values it was made with ({@code -L}, {@code -P}), by name
 */
public record CommandResult(
    String name,
    String command,
    boolean shell,
    Timed timed,
    List<String> warmupFailures,
    List<RunResult> startupRuns,
    Optional<ValueCheck> values,
    Map<String, String> parameters) {

  public CommandResult {
    parameters = parameters == null ? Map.of()
        : Collections.unmodifiableMap(new LinkedHashMap<>(parameters)); // in order given
    warmupFailures = List.copyOf(warmupFailures);
    startupRuns = List.copyOf(startupRuns);
  }

  /**
   * The timed runs with their profile samples.
   *
   * @param runs the timed runs, in the order they ran, set-aside and failed ones included
   * @param samples each timed run's profile samples, at the same index as {@code runs}; empty
   *     for a run that was not profiled
   * @param gaps the driver's time before each timed run that followed a timed run directly, in
   *     seconds, in the order run (see {@link DriverGap})
   */
  public record Timed(List<RunResult> runs, List<Optional<Profile>> samples, List<Double> gaps) {

    public Timed {
      runs = List.copyOf(runs);
      samples = List.copyOf(samples);
      gaps = gaps == null ? List.of() : List.copyOf(gaps);
      if (samples.size() != runs.size()) {
        throw new IllegalArgumentException(
            samples.size() + " samples for " + runs.size() + " runs: give one per run");
      }
    }
  }

  /** A command's results, its runs, their samples and the gaps before them given apart. */
  public CommandResult(String name, String command, boolean shell, List<RunResult> runs,
      List<Optional<Profile>> samples, List<String> warmupFailures, List<RunResult> startupRuns,
      Optional<ValueCheck> values, Map<String, String> parameters, List<Double> gaps) {
    this(name, command, shell, new Timed(runs, samples, gaps), warmupFailures, startupRuns,
        values, parameters);
  }

  /** A command whose gaps between runs were not measured. */
  public CommandResult(String name, String command, boolean shell, List<RunResult> runs,
      List<Optional<Profile>> samples, List<String> warmupFailures, List<RunResult> startupRuns,
      Optional<ValueCheck> values, Map<String, String> parameters) {
    this(name, command, shell, runs, samples, warmupFailures, startupRuns, values, parameters,
        List.of());
  }

  /** The driver's time before each timed run that followed a timed run directly. */
  public List<Double> gaps() {
    return timed.gaps();
  }

  /** The timed runs, in the order they ran, set-aside and failed ones included. */
  public List<RunResult> runs() {
    return timed.runs();
  }

  /** Each timed run's profile samples, at the same index as {@link #runs}. */
  public List<Optional<Profile>> samples() {
    return timed.samples();
  }

  /** A command made without parameters. */
  public CommandResult(String name, String command, boolean shell, List<RunResult> runs,
      List<Optional<Profile>> samples, List<String> warmupFailures, List<RunResult> startupRuns,
      Optional<ValueCheck> values) {
    this(name, command, shell, runs, samples, warmupFailures, startupRuns, values, Map.of());
  }

  /** A command run through the shell whose runs were not profiled. */
  public CommandResult(String name, String command, List<RunResult> runs,
      List<String> warmupFailures, List<RunResult> startupRuns) {
    this(name, command, true, runs, unprofiled(runs.size()), warmupFailures, startupRuns,
        Optional.empty());
  }

  /** A command run through the shell, unprofiled, without warm-up or start-up runs. */
  public CommandResult(String name, String command, List<RunResult> runs) {
    this(name, command, runs, List.of(), List.of());
  }

  /** No samples for each of {@code runs} runs. */
  public static List<Optional<Profile>> unprofiled(int runs) {
    List<Optional<Profile>> none = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      none.add(Optional.empty());
    }
    return none;
  }
}
