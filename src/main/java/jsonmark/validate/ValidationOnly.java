package jsonmark.validate;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.cache.CacheException;
import jsonmark.cache.DataFile;
import jsonmark.cache.UserDataCache;
import jsonmark.exec.Executor;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.LineTee;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.plan.Workload;
import jsonmark.preparation.DataPreparation;
import jsonmark.preparation.UserFiles;
import jsonmark.progress.Steps;
import jsonmark.progress.Ticker;
import jsonmark.readcheck.TemporaryFiles;
import jsonmark.report.format.MarkdownTable;
import jsonmark.result.ValueCheck;

/**
 * {@code jsonmark validate}: every command on every benchmark's validation file, untimed, and a
 * table of what each read; nothing is timed and no results folder is written. A --data file that
 * is not JSON Lines stops it before anything runs, with exit status 2, as a benchmark run does.
 */
public final class ValidationOnly {

  private ValidationOnly() {}

  /**
   * Returns 0 when every command read every value right (or is partial or unsupported), 1 when
   * not, 2 when a --data file is not JSON Lines.
   *
   * @param work the commands and the workloads they are validated on
   * @param timeout a validation run still going after this is killed
   */
  public static int run(
      Plan.Work work, Optional<Duration> timeout, Log log, PrintWriter out, PrintStream terminal,
      Interrupts interrupts, Executor executor) throws InterruptedException {
    if (!UserFiles.valid(work, log)) {
      return 2; // the bad lines are said; nothing is validated, no table is printed
    }
    Validation validation = new Validation(executor, timeout);
    List<List<String>> rows = new ArrayList<>();
    boolean ok;
    List<Path> temporary = new ArrayList<>();
    try {
      ok = validateAll(work, validation, rows, temporary, log, terminal, interrupts);
    } finally {
      temporary.forEach(TemporaryFiles::delete);
    }
    out.println();
    out.print(MarkdownTable.render(List.of("command", "benchmark", "values", "first difference"),
        rows, "llll"));
    out.flush();
    return ok ? 0 : 1;
  }

  private static boolean validateAll(
      Plan.Work work, Validation validation, List<List<String>> rows,
      List<Path> temporary, Log log, PrintStream terminal, Interrupts interrupts)
      throws InterruptedException {
    boolean ok = true;
    long checked = 0;
    // On a terminal, the checks done of all on the live line, and the running one's time.
    try (Steps progress = Steps.start("", "checks",
        (long) work.workloads().size() * work.commands().size(), Optional.empty(), log,
        terminal == null ? Optional.empty() : log.status())) {
      progress.accept(0);
      for (Workload workload : work.workloads()) {
        Optional<DataFile> file = file(work, workload, temporary, log, terminal,
            interrupts.cleanup());
        if (file.isEmpty()) {
          ok = false;
          checked += work.commands().size();
          progress.accept(checked);
          continue;
        }
        if (file.get().metadata().records() == 0) {
          log.warn(workload.label() + " is not validated: every line of it is over "
              + (UserDataCache.VALIDATION_BYTES >> 20) + " MiB (values are compared in memory)");
          work.commands().forEach(command -> rows.add(List.of(command.name(), workload.label(),
              "not validated", "every line is over "
                  + (UserDataCache.VALIDATION_BYTES >> 20) + " MiB")));
          checked += work.commands().size();
          progress.accept(checked);
          continue;
        }
        for (LabelledCommand command : work.commands()) {
          log.info("Validating " + command.name() + " on " + file.get().path().getFileName()
              + " (" + file.get().metadata().records() + " records)");
          LineTee tee = new LineTee(log.stream(), null);
          ValueCheck check;
          try (Ticker.Handle running = progress.running(command.name())) {
            check = validation.run(command, file.get(), workload.benchmarkName(), tee);
          } finally {
            tee.close();
          }
          progress.accept(++checked);
          if (check.ok()) {
            log.info(command.name() + " values: " + check.summary());
          } else {
            log.error(command.name() + " values: " + check.summary());
            check.differences().stream().skip(1).forEach(d -> log.error("  " + d));
          }
          ok &= check.ok();
          rows.add(List.of(command.name(), workload.label(), check.cell(),
              check.differences().isEmpty() ? check.reason().orElse("")
                  : check.differences().get(0)));
        }
      }
    }
    return ok;
  }

  private static Optional<DataFile> file(
      Plan.Work work, Workload workload, List<Path> temporary, Log log, PrintStream terminal,
      Cleanup cleanup) throws InterruptedException {
    try {
      Path dir;
      if (work.cacheDir().isPresent()) {
        dir = work.cacheDir().get();
      } else {
        dir = DataPreparation.temporaryDirectory();
        temporary.add(dir);
        TemporaryFiles.deleteOnExit(cleanup, dir);
      }
      return Optional.of(DataPreparation.prepareValidateOnly(workload, dir, log, terminal,
          cleanup));
    } catch (CacheException | UserDataCache.BadDataException e) {
      log.error(e.getMessage());
      log.debug(e);
      return Optional.empty();
    }
  }
}
