package jsonmark.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.cache.CacheException;
import jsonmark.cache.CacheKey;
import jsonmark.cache.DataCache;
import jsonmark.cache.DataFile;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.report.LogLines;
import jsonmark.serialize.DataFileWriter;

/** Gets the run's data file from the cache, writing it with the chosen serializer when needed. */
final class DataPreparation {

  /** The block and seeding scheme of {@link RecordBlocks}; part of every cache key. */
  static final int GENERATOR_VERSION = 1;

  private DataPreparation() {}

  /** The cache file name: {@code <Benchmark>.<version>.<serializer>[.<records>]}. */
  static String fileName(BenchmarkOptions s) {
    Benchmark<?> b = s.benchmark();
    String name = b.name() + "." + b.version() + "." + s.serializer().name();
    return s.records() == b.defaultRecords() ? name : name + "." + s.records();
  }

  static DataFile prepare(
      BenchmarkOptions s, Path cacheDir, Log log, PrintStream terminal, Cleanup cleanup)
      throws CacheException, InterruptedException {
    Benchmark<?> b = s.benchmark();
    CacheKey wanted =
        new CacheKey(
            b.name(), b.version(), s.serializer().name(), s.serializer().description(),
            s.records(), b.seed(), GENERATOR_VERSION);
    DataFile data =
        new DataCache(cacheDir, log, cleanup)
            .obtain(fileName(s), wanted, out -> write(s, b, out, log, terminal));
    if (data.generated()) {
      log.info(LogLines.serializerTime(data.generatedSeconds(), data.metadata().records()));
    }
    log.info(
        "Data file: " + data.path() + " (" + data.metadata().records() + " records, "
            + data.metadata().bytes() + " bytes, expected checksum " + data.metadata().checksum()
            + ")");
    return data;
  }

  /** Writes the records and returns their expected checksum; the cache hashes what it gets. */
  private static <R> long write(
      BenchmarkOptions s, Benchmark<R> b, java.io.OutputStream out, Log log, PrintStream terminal)
      throws IOException {
    log.info("Writing " + s.records() + " " + b.name() + " records with " + s.serializer()
        .description());
    DataFileWriter.Written written;
    try (GenerationProgress progress =
        GenerationProgress.start("Generating", s.records(), log, terminal)) {
      written =
          DataFileWriter.onAllCores()
              .write(new RecordBlocks<>(b, s.records()), s.serializer(), out, progress);
    }
    return written.checksum();
  }

  /** A private temporary folder for a run without --cache-dir. */
  static Path temporaryDirectory() throws CacheException {
    try {
      return Files.createTempDirectory("jsonmark-");
    } catch (IOException e) {
      throw new CacheException("cannot create a temporary directory: " + e.getMessage()
          + "; set --cache-dir", e);
    }
  }
}
