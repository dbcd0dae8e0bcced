package jsonmark.conformance;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;

/**
 * The validated options of one {@code jsonmark conformance} invocation.
 *
 * @param commands the commands with their labels
 * @param timeout how long one case may run
 * @param resultsDir where the result folder goes
 * @param strict whether a scored case gone wrong makes the exit status 1
 * @param jobs how many cases run at a time (each its own process tree), at least 1
 */
public record ConformanceOptions(
    List<LabelledCommand> commands,
    Optional<Duration> timeout,
    Path resultsDir,
    boolean strict,
    int jobs) {}
