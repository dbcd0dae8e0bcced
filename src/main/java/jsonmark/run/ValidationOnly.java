package jsonmark.run;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.cache.CacheException;
import jsonmark.cache.DataFile;
import jsonmark.cache.UserDataCache;
import jsonmark.exec.Executor;
import jsonmark.exec.LabelledCommand;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.report.format.MarkdownTable;
import jsonmark.result.ValueCheck;
import jsonmark.validate.Validation;

/**
 * {@code jsonmark validate}: every command on every benchmark's validation file, untimed, and a
 * table of what each read; nothing is timed and no results folder is written.
 */
public final class ValidationOnly {

  private ValidationOnly() {}

  /** Returns 0 when every command read every value right (or is partial or unsupported), else 1. */
  public static int run(
      List<BenchmarkOptions> benchmarks, Log log, PrintWriter out, PrintStream terminal,
      Interrupts interrupts, Supplier<Executor> executors) throws InterruptedException {
    Validation validation = new Validation(executors.get(), benchmarks.get(0).timeout());
    List<List<String>> rows = new ArrayList<>();
    boolean ok;
    List<Path> temporary = new ArrayList<>();
    try {
      ok = validateAll(benchmarks, validation, rows, temporary, log, terminal, interrupts);
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
      List<BenchmarkOptions> benchmarks, Validation validation, List<List<String>> rows,
      List<Path> temporary, Log log, PrintStream terminal, Interrupts interrupts)
      throws InterruptedException {
    boolean ok = true;
    for (BenchmarkOptions settings : benchmarks) {
      Optional<DataFile> file = file(settings, temporary, log, terminal, interrupts.cleanup());
      if (file.isEmpty()) {
        ok = false;
        continue;
      }
      for (LabelledCommand command : settings.commands()) {
        log.info("Validating " + command.name() + " on " + file.get().path().getFileName() + " ("
            + file.get().metadata().records() + " records)");
        ValueCheck check =
            validation.run(command, file.get(), settings.benchmarkName(),
                new TeeStream(log.stream(), null));
        if (check.ok()) {
          log.info(command.name() + " values: " + check.summary());
        } else {
          log.error(command.name() + " values: " + check.summary());
          check.differences().stream().skip(1).forEach(d -> log.error("  " + d));
        }
        ok &= check.ok();
        rows.add(List.of(command.name(), settings.label(), check.cell(),
            check.differences().isEmpty() ? check.reason().orElse("") : check.differences().get(0)));
      }
    }
    return ok;
  }

  private static Optional<DataFile> file(
      BenchmarkOptions settings, List<Path> temporary, Log log, PrintStream terminal, Cleanup cleanup)
      throws InterruptedException {
    try {
      Path dir;
      if (settings.cacheDir().isPresent()) {
        dir = settings.cacheDir().get();
      } else {
        dir = DataPreparation.temporaryDirectory();
        temporary.add(dir);
        TemporaryFiles.deleteOnExit(cleanup, dir);
      }
      return Optional.of(DataPreparation.prepareValidation(settings, dir, log, terminal, cleanup));
    } catch (CacheException | UserDataCache.BadDataException e) {
      log.error(e.getMessage());
      log.debug(e);
      return Optional.empty();
    }
  }
}
