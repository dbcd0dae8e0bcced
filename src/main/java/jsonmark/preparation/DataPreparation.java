package jsonmark.preparation;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.cache.CacheException;
import jsonmark.cache.CacheKey;
import jsonmark.cache.DataCache;
import jsonmark.cache.DataFile;
import jsonmark.cache.UserDataCache;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.plan.Workload;
import jsonmark.progress.Steps;
import jsonmark.report.LogLines;
import jsonmark.serialize.DataFileWriter;

/** Gets the run's data file from the cache, writing it with the chosen serializer when needed. */
public final class DataPreparation {

  /** The block and seeding scheme of {@link RecordBlocks}; part of every cache key. */
  static final int GENERATOR_VERSION = 1;

  private DataPreparation() {}

  /** The cache file name: {@code <Benchmark>.<version>.<serializer>[.<records>].jsonl}. */
  static String fileName(Workload.Generated s) {
    return fileName(s, s.records());
  }

  private static String fileName(Workload.Generated s, long records) {
    Benchmark<?> b = s.benchmark();
    String name = b.name() + "." + b.version() + "." + s.serializer().name();
    return (records == b.defaultRecords() ? name : name + "." + records) + DataCache.EXTENSION;
  }

  /**
   * The data file of {@code workload} and, when {@code small} (--validate, or always for --data),
   * its small validation file: a user file is checked and copied once for both.
   */
  public static Files prepare(Workload workload, Path cacheDir, boolean small, Log log,
      PrintStream terminal, Cleanup cleanup)
      throws CacheException, UserDataCache.BadDataException, InterruptedException {
    if (workload instanceof Workload.UserData user) {
      UserDataCache.Entry entry = new UserDataCache(cacheDir, log, cleanup).obtain(user.file());
      logDataFile(entry.data(), log);
      return new Files(entry.data(), Optional.of(entry.validation()));
    }
    Workload.Generated generated = (Workload.Generated) workload;
    DataFile data = prepare(generated, generated.records(), cacheDir, log, terminal, cleanup);
    return new Files(data, small ? Optional.of(prepareValidation(workload, cacheDir, log,
        terminal, cleanup)) : Optional.empty());
  }

  /**
   * A workload's data file, and its validation file when one was asked for.
   *
   * @param data the file the timed runs read
   * @param validation the small file of --validate (and of --data's probe)
   */
  public record Files(DataFile data, Optional<DataFile> validation) {}

  /**
   * The small file that {@code --validate} runs each command on: the benchmark's first records,
   * 1/250 of its default count (about 1.3 MB: 4,000 Simple1 records), by the same serializer;
   * for {@code --data}, the file's first lines, about 1 MB of them.
   */
  static DataFile prepareValidation(
      Workload workload, Path cacheDir, Log log, PrintStream terminal, Cleanup cleanup)
      throws CacheException, UserDataCache.BadDataException, InterruptedException {
    log.info("Validation file of " + workload.label() + ":");
    if (workload instanceof Workload.UserData user) {
      DataFile data = new UserDataCache(cacheDir, log, cleanup).obtain(user.file()).validation();
      logDataFile(data, log);
      return data;
    }
    Workload.Generated generated = (Workload.Generated) workload;
    return prepare(generated, Workload.Generated.validationRecords(generated.benchmark()),
        cacheDir, log, terminal, cleanup);
  }

  /**
   * The file that {@code jsonmark validate} runs each command on: a benchmark's records as the
   * plan counts them (its --records or --size, or the validation file's count), or a --data
   * file's first lines, as for {@link #prepareValidation}.
   */
  public static DataFile prepareValidateOnly(
      Workload workload, Path cacheDir, Log log, PrintStream terminal, Cleanup cleanup)
      throws CacheException, UserDataCache.BadDataException, InterruptedException {
    if (workload instanceof Workload.Generated generated) {
      log.info("Validation file of " + workload.label() + ":");
      return prepare(generated, generated.records(), cacheDir, log, terminal, cleanup);
    }
    return prepareValidation(workload, cacheDir, log, terminal, cleanup);
  }

  private static DataFile prepare(
      Workload.Generated s, long records, Path cacheDir, Log log, PrintStream terminal, Cleanup cleanup)
      throws CacheException, InterruptedException {
    Benchmark<?> b = s.benchmark();
    CacheKey wanted = CacheKeys.of(b, s.serializer(), records);
    DataFile data =
        new DataCache(cacheDir, log, cleanup)
            .obtain(fileName(s, records), wanted,
                out -> write(s, b, records, out, log, terminal));
    if (data.generated()) {
      log.info(LogLines.serializerTime(data.generatedSeconds(), data.metadata().records()));
    }
    logDataFile(data, log);
    return data;
  }

  private static void logDataFile(DataFile data, Log log) {
    log.info(
        "Data file: " + data.path() + " (" + data.metadata().records() + " records, "
            + data.metadata().bytes() + " bytes, expected checksum " + data.metadata().checksum()
            + ")");
  }

  /** Writes the records and returns their expected checksum; the cache hashes what it gets. */
  private static <R> long write(
      Workload.Generated s, Benchmark<R> b, long records, java.io.OutputStream out, Log log,
      PrintStream terminal) throws IOException {
    log.info("Writing " + records + " " + b.name() + " records with " + s.serializer()
        .description());
    DataFileWriter.Written written;
    // Drawn only where the bar was asked for: a terminal, under a style with a live line.
    try (Steps progress = Steps.start("Generating", "records", records, Optional.of("Generated"),
        log, terminal == null ? Optional.empty() : log.status())) {
      written =
          DataFileWriter.onAllCores()
              .write(new RecordBlocks<>(b, records), s.serializer(), out, progress);
    }
    return written.checksum();
  }

  /** A private temporary folder for a run without --cache-dir. */
  public static Path temporaryDirectory() throws CacheException {
    try {
      return java.nio.file.Files.createTempDirectory("jsonmark-");
    } catch (IOException e) {
      throw new CacheException("cannot create a temporary directory: " + e.getMessage()
          + "; set --cache-dir", e);
    }
  }
}
