package jsonmark.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;
import jsonmark.exec.ShellCommand;
import jsonmark.exec.SideBySide;
import jsonmark.log.Log;
import jsonmark.progress.Steps;
import jsonmark.validate.Validation;

/**
 * Runs every command on every case's file, one command after the other and up to {@code jobs}
 * cases of it at a time, and hands the outcomes so far to a sink after each command, so that a
 * late failure or Ctrl-C loses nothing already found. A case's verdict depends only on its own
 * process, so the cases of a command may run side by side; what each left (outcome, stderr,
 * warnings) is collected and reported in the suite's order, the same whatever {@code jobs}.
 */
final class ConformanceRun {

  /** Hears of each finished command: every outcome so far and that command's stderr log. */
  interface Sink {
    void commandDone(List<CommandOutcomes> soFar, int index, String stderrLog) throws IOException;

    /**
     * Hears, once, that the driver is shutting down: the outcomes so far, the interrupted
     * command's with only the cases that finished (none at all when none did).
     */
    void interrupted(List<CommandOutcomes> soFar, int index, String stderrLog) throws IOException;
  }

  /** What a validation-mode case may print: far more than its few small records written back. */
  private static final int VALIDATION_OUTPUT_LIMIT = 1 << 20;

  /** How many wrong case names a progress line lists before "and N more". */
  private static final int NAMES_SHOWN = 5;

  private final Executor executor;
  private final Log log;
  private final Optional<Duration> timeout;
  private final int jobs;

  /** @param jobs how many cases run at a time, at least 1 */
  ConformanceRun(Executor executor, Log log, Optional<Duration> timeout, int jobs) {
    if (jobs < 1) {
      throw new IllegalArgumentException("jobs must be at least 1, not " + jobs);
    }
    this.executor = executor;
    this.log = log;
    this.timeout = timeout;
    this.jobs = jobs;
  }

  /** What one case's run left: its outcome, its stderr for the log, what went wrong around it. */
  private record CaseRun(Outcome outcome, String stderr, boolean leftovers, boolean intact) {}

  /**
   * Runs every command on each case, each command on its own read-only copy of the cases in a
   * subfolder of {@code folder}, so that one that deletes or rewrites its files cannot change what
   * the next command is given.
   */
  List<CommandOutcomes> run(List<LabelledCommand> commands, List<Case> cases, Path folder, Sink sink)
      throws IOException, InterruptedException {
    List<CommandOutcomes> done = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      LabelledCommand command = commands.get(i);
      Map<Case, Path> files = write(cases, Files.createDirectory(folder.resolve("" + (i + 1))));
      log.info(String.format(java.util.Locale.ROOT, "Checking %s (%d/%d) on %d cases%s",
          command.name(), i + 1, commands.size(), cases.size(),
          jobs > 1 ? ", up to " + jobs + " at a time" : ""));
      log.info(command.name() + " " + command.template().howItRuns());
      AtomicReferenceArray<CaseRun> finished = new AtomicReferenceArray<>(cases.size());
      AtomicInteger count = new AtomicInteger();
      List<CaseRun> runs;
      try (Steps progress = Steps.start(command.name(), "cases", cases.size(), Optional.empty(),
          log, log.status())) {
        runs = SideBySide.run(cases.size(), jobs, k -> {
          CaseRun run = runCase(command, cases.get(k), files.get(cases.get(k)));
          finished.set(k, run);
          progress.accept(count.incrementAndGet());
          return run;
        });
      } catch (InterruptedException shuttingDown) {
        // The cases killed by the interrupt have no outcome; those that ended before it do.
        List<CaseRun> ended = IntStream.range(0, cases.size()).mapToObj(finished::get)
            .filter(Objects::nonNull).toList();
        if (!ended.isEmpty()) {
          done.add(new CommandOutcomes(command.name(), command.template().text(),
              ended.stream().map(CaseRun::outcome).toList()));
        }
        sink.interrupted(List.copyOf(done), i,
            ended.stream().map(CaseRun::stderr).collect(Collectors.joining()));
        throw shuttingDown;
      }
      StringBuilder stderrLog = new StringBuilder();
      List<Outcome> outcomes = new ArrayList<>();
      List<String> leaving = new ArrayList<>();
      List<String> damaged = new ArrayList<>();
      for (CaseRun run : runs) {
        Case c = run.outcome().testCase();
        outcomes.add(run.outcome());
        stderrLog.append(run.stderr());
        if (run.leftovers()) {
          leaving.add(c.name());
        }
        if (!run.intact()) {
          damaged.add(c.name());
        }
      }
      // One line per command, however many cases: the count is the evidence, a few names the
      // example; the same whatever --jobs.
      if (!leaving.isEmpty()) {
        log.warn(command.name() + " left processes running on " + leaving.size() + " of the "
            + cases.size() + " cases (" + firstNames(leaving) + "); they were killed");
      }
      if (!damaged.isEmpty()) {
        log.warn(command.name() + " changed or deleted " + damaged.size() + " of the "
            + cases.size() + " case files it was given (" + firstNames(damaged)
            + "); the next command gets a copy of its own");
      }
      CommandOutcomes result =
          new CommandOutcomes(command.name(), command.template().text(), outcomes);
      done.add(result);
      log.info(progress(result));
      sink.commandDone(List.copyOf(done), i, stderrLog.toString());
    }
    return done;
  }

  /** Runs one case, on whichever thread: it touches nothing but its own file and captures. */
  private CaseRun runCase(LabelledCommand command, Case c, Path file)
      throws InterruptedException {
    // The cases are Simple1Benchmark records, whatever the command is otherwise used on.
    ShellCommand shell = command.template().render(file, "Simple1Benchmark");
    Capture stdout = null;
    if (c.valuesChecked()) {
      Map<String, String> environment = new HashMap<>(shell.environment());
      environment.put(Validation.ENV, "1");
      shell = shell.withEnvironment(environment);
      stdout = new Capture(VALIDATION_OUTPUT_LIMIT);
    }
    log.debug("Command: " + shell.describe());
    Capture stderr = new Capture();
    // The case's stderr goes to the results folder only: dozens of parse errors per command
    // on the terminal would bury the progress lines.
    Execution e = executor.execute(shell,
        new Executor.Options(timeout, stderr, Optional.empty(), stdout));
    Outcome outcome = stdout == null ? Judge.of(c, e, timeout)
        : Judge.ofValues(c, e, stdout.whole(), timeout);
    StringBuilder stderrLog = new StringBuilder();
    if (stderr.size() > 0) {
      stderrLog.append("== ").append(c.name()).append(" (").append(outcome.summary())
          .append(")\n").append(stderr.text());
      if (!stderr.text().endsWith("\n")) {
        stderrLog.append('\n');
      }
    }
    return new CaseRun(outcome, stderrLog.toString(), e.leftovers(), intact(file, c));
  }

  /** Writes the cases into {@code folder}, each file and then the folder read-only. */
  private static Map<Case, Path> write(List<Case> cases, Path folder) throws IOException {
    Map<Case, Path> files = new LinkedHashMap<>();
    for (Case c : cases) {
      Path file = Files.write(folder.resolve(c.name() + ".jsonl"), c.content());
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
      files.put(c, file);
    }
    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
    return files;
  }

  private static boolean intact(Path file, Case c) {
    try {
      return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
          && Arrays.equals(Files.readAllBytes(file), c.content());
    } catch (IOException gone) {
      return false;
    }
  }

  /** "nan, inf, hex-number, ...": the first few of {@code names}. */
  private static String firstNames(List<String> names) {
    return String.join(", ", names.subList(0, Math.min(NAMES_SHOWN, names.size())))
        + (names.size() > NAMES_SHOWN ? ", ..." : "");
  }

  /** "python-json: 52/55 scored cases right; wrong: nan (accepted), ...". */
  static String progress(CommandOutcomes result) {
    String line = result.name() + ": " + result.scoredPassed() + "/" + result.scoredTotal()
        + " scored cases right";
    List<Outcome> wrong = result.wrong();
    if (wrong.isEmpty()) {
      return line;
    }
    List<String> shown = wrong.stream().limit(NAMES_SHOWN)
        .map(o -> o.testCase().name() + " (" + o.summary() + ")").toList();
    return line + "; wrong: " + String.join(", ", shown)
        + (wrong.size() > NAMES_SHOWN ? " and " + (wrong.size() - NAMES_SHOWN) + " more" : "");
  }
}
