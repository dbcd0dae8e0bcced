package jsonmark.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import jsonmark.history.Gate;
import jsonmark.history.GateText;
import jsonmark.history.HistoryStore;
import jsonmark.history.Importer;
import jsonmark.history.RunEntry;
import jsonmark.history.StoreException;
import jsonmark.history.StoreLocation;
import jsonmark.history.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;

/** {@code jsonmark history check RESULTS_DIR}: a new run against its series' history. */
@Command(
    name = "check",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Holds each figure of the run in RESULTS_DIR against its own series' history on the same"
          + " machine fingerprint: the complete runs before it since the series' last confirmed"
          + " change point, the last --window of them. A time is a regression when it is above"
          + " their 99 %% prediction interval and more than PCT %% above their mean; an exact"
          + " count when it is above their range and more than PCT %% above. A series with fewer"
          + " than --min-points such runs, or whose interval is wider than ± PCT %%, is not"
          + " gated, and the output says so.",
    },
    footerHeading = "%n",
    footer = {"Exit status: 0 no regression (series not gated are said, not failed); 1 a"
        + " regression, an interrupted run, no series gated under --require-gate, or the store"
        + " or folder failed; 2 usage error."})
public final class HistoryCheckCommand extends ContextCommand implements Callable<Integer> {

  HistoryCheckCommand(Context context) {
    super(context);
  }

  @Parameters(paramLabel = "RESULTS_DIR", converter = PathConverter.class,
      description = "The new run's results folder.")
  Path folder;

  @Option(names = "--fail-on-regression", paramLabel = "PCT", required = true,
      description = "Fail when a series is more than PCT %% slower (or counts more) than its"
          + " history.")
  double failPercent;

  @Option(names = "--min-points", paramLabel = "N", defaultValue = "" + Gate.DEFAULT_MIN_POINTS,
      description = "Gate only a series with at least N complete runs since its last change"
          + " point (default: ${DEFAULT-VALUE}).")
  int minPoints;

  @Option(names = "--window", paramLabel = "N", defaultValue = "" + Gate.DEFAULT_WINDOW,
      description = "Hold the run against at most the last N of them (default:"
          + " ${DEFAULT-VALUE}).")
  int window;

  @Option(names = "--require-gate",
      description = "Fail when a run has no series that could be gated (all too short or too"
          + " noisy), instead of passing for want of evidence.")
  boolean requireGate;

  @Mixin HistoryStoreOption store;

  @Mixin ResultsDirOption resultsDir;

  @Override
  public Integer call() {
    if (!(failPercent > 0) || Double.isInfinite(failPercent)) {
      throw new ParameterException(spec.commandLine(), "--fail-on-regression " + failPercent
          + " gates nothing; give a percentage above 0, such as 5");
    }
    if (minPoints < 2 || window < minPoints) {
      throw new ParameterException(spec.commandLine(), "--min-points " + minPoints
          + " and --window " + window + " do not fit: give at least 2 points and a window"
          + " at least as long");
    }
    List<String> problems = new ArrayList<>();
    List<RunEntry> runs = Importer.entries(List.of(folder), problems);
    if (runs.isEmpty()) {
      throw new ParameterException(spec.commandLine(), folder + " holds no readable run"
          + (problems.isEmpty() ? "" : ": " + problems.get(0))
          + "; give the results folder of one run");
    }
    StoreLocation location = store.store(context.env(), resultsDir.resultsDir(), spec);
    Gate gate = new Gate(failPercent, minPoints, window);
    boolean failed = false;
    try (HistoryStore opened = HistoryStore.open(location)) {
      for (RunEntry run : runs) {
        context.out().println("## " + run.run().benchmark() + " (" + run.run().folder() + ")");
        if (!run.run().complete()) {
          context.out().println("The run is " + run.run().state() + ": an unfinished run is"
              + " no evidence, so it is not gated. Run it to its end.");
          failed = true;
          continue;
        }
        List<Verdict> verdicts = gate.check(opened, run);
        context.out().print(GateText.render(verdicts, gate));
        failed |= verdicts.stream().anyMatch(Verdict::regression)
            || requireGate && verdicts.stream().noneMatch(Verdict::gated);
      }
      return failed ? 1 : 0;
    } catch (StoreException e) {
      context.log().error(e.getMessage());
      return 1;
    } finally {
      context.out().flush();
    }
  }
}
