package jsonmark.cache;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import jsonmark.log.Log;
import jsonmark.values.DataFileCheck;

/**
 * The user's own JSON Lines files ({@code --data}) in the cache: each checked once (one strict
 * JSON value per line, UTF-8), copied in under its SHA-256 with its generic checksum, and its
 * first lines (about 1 MB) kept as its validation file. A file already there under the same
 * SHA-256 is not checked again.
 */
public final class UserDataCache {

  /** The benchmark name that programs get for user data. */
  public static final String BENCHMARK = "Data";

  /** The version of benchmark Data's cache entries and results: the file is the user's own. */
  public static final int BENCHMARK_VERSION = 1;

  /** The name of a user file's copy: {@code Data.<its SHA-256's first 16 hex digits>.jsonl}. */
  private static final java.util.regex.Pattern COPY =
      java.util.regex.Pattern.compile(BENCHMARK + "\\.[0-9a-f]{16}\\.jsonl");

  /** How much of the file its validation file holds (at least one line). */
  static final long VALIDATION_BYTES = 1 << 20;

  /** What the cache keeps about one user file, beside it. */
  record Sidecar(
      String source, String sha256, long lines, long bytes, long checksum, long prefixLines,
      long prefixBytes, long prefixChecksum, String prefixSha256) {}

  /** The cached copy and its validation file. */
  public record Entry(DataFile data, DataFile validation) {}

  /** A user file with a line that is not JSON: the message names the file, line and column. */
  public static final class BadDataException extends Exception {
    private static final long serialVersionUID = 1L;

    BadDataException(String message) {
      super(message);
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path dir;
  private final Log log;

  public UserDataCache(Path dir, Log log) {
    this.dir = dir;
    this.log = log;
  }

  /** The cached, checked copy of {@code source}. */
  public Entry obtain(Path source)
      throws CacheException, BadDataException, InterruptedException {
    if (!Files.isRegularFile(source)) {
      throw new BadDataException("--data " + source + ": "
          + (Files.exists(source) ? "not a regular file" : "no such file"));
    }
    try {
      source = source.toRealPath();
      Files.createDirectories(dir);
      String sha = Sha256.of(source);
      String stem = BENCHMARK + "." + sha.substring(0, 16);
      Path copy = dir.resolve(stem + ".jsonl");
      Path small = dir.resolve(stem + ".validate.jsonl");
      Path sidecar = dir.resolve(stem + ".json");
      Optional<Sidecar> known = read(sidecar, sha, copy);
      if (known.isPresent()) {
        log.info("Using cached " + copy + " (checked copy of " + source + ")");
        return entry(known.get(), copy, small, -1);
      }
      log.info("Checking " + source + " (" + Files.size(source) + " bytes): one JSON value per"
          + " line, UTF-8");
      long start = System.nanoTime();
      Sidecar written = write(source, sha, copy, small, sidecar);
      return entry(written, copy, small, (System.nanoTime() - start) / 1e9);
    } catch (IOException e) {
      throw new CacheException("cannot copy " + source + " into " + dir + ": " + e.getMessage(), e);
    }
  }

  private Sidecar write(Path source, String sha, Path copy, Path small, Path sidecar)
      throws IOException, BadDataException, InterruptedException {
    Path copyTmp = Files.createTempFile(dir, ".jsonmark-", ".jsonl.tmp");
    Path smallTmp = Files.createTempFile(dir, ".jsonmark-", ".validate.tmp");
    try {
      DataFileCheck.Checked checked;
      try (InputStream in = Files.newInputStream(source);
          OutputStream out = new BufferedOutputStream(Files.newOutputStream(copyTmp), 1 << 20);
          OutputStream prefix = new BufferedOutputStream(Files.newOutputStream(smallTmp))) {
        checked = DataFileCheck.scan(in, out, prefix, VALIDATION_BYTES);
      } catch (DataFileCheck.BadLine e) {
        throw new BadDataException("--data " + source + ": " + e.getMessage()
            + "; nothing was run (fix or remove that line)");
      }
      Sidecar written = new Sidecar(source.toString(), sha, checked.lines(), checked.bytes(),
          checked.checksum(), checked.prefixLines(), checked.prefixBytes(),
          checked.prefixChecksum(), Sha256.of(smallTmp));
      move(smallTmp, small);
      move(copyTmp, copy);
      Path sidecarTmp = Files.createTempFile(dir, ".jsonmark-", ".json.tmp");
      JSON.writerWithDefaultPrettyPrinter().writeValue(sidecarTmp.toFile(), written);
      move(sidecarTmp, sidecar);
      return written;
    } finally {
      Files.deleteIfExists(copyTmp);
      Files.deleteIfExists(smallTmp);
    }
  }

  /** Whether {@code fileName} is the name of a user file's copy (not of its validation file). */
  static boolean isCopy(String fileName) {
    return COPY.matcher(fileName).matches();
  }

  /** What the sidecar of a cached user file says of it, for {@code jsonmark cache}. */
  static Optional<Metadata> describe(Path sidecar) {
    try {
      Sidecar s = JSON.readValue(sidecar.toFile(), Sidecar.class);
      return Optional.of(new Metadata(
          new CacheKey(BENCHMARK, BENCHMARK_VERSION, "user", "user data " + s.source(), s.lines(),
              0, 1),
          new Contents(s.bytes(), s.sha256(), s.checksum())));
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  /** The sidecar, when it describes a complete copy of the same bytes. */
  private static Optional<Sidecar> read(Path sidecar, String sha, Path copy) {
    try {
      Sidecar known = JSON.readValue(sidecar.toFile(), Sidecar.class);
      return known.sha256().equals(sha) && Files.size(copy) == known.bytes()
          ? Optional.of(known) : Optional.empty();
    } catch (NoSuchFileException e) {
      return Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static Entry entry(Sidecar s, Path copy, Path small, double seconds) {
    CacheKey key = new CacheKey(BENCHMARK, BENCHMARK_VERSION, "user", "user data " + s.source(), s.lines(), 0, 1);
    CacheKey smallKey =
        new CacheKey(BENCHMARK, BENCHMARK_VERSION, "user", "user data " + s.source(), s.prefixLines(), 0, 1);
    return new Entry(
        new DataFile(copy, new Metadata(key, new Contents(s.bytes(), s.sha256(), s.checksum())),
            seconds),
        new DataFile(small, new Metadata(smallKey,
            new Contents(s.prefixBytes(), s.prefixSha256(), s.prefixChecksum())), -1));
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
