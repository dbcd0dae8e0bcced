package jsonmark.cache;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;

/** A cache in a test's folder, with its log captured and generations that write fixed text. */
final class CacheFixture {

  static final CacheKey KEY =
      new CacheKey("Simple1Benchmark", 1, "jackson", "jackson-databind 2.23.0", 2, 42, 1);
  static final String TEXT = "{}\n{}\n";
  static final long CHECKSUM = 7;

  final Path dir;
  final StringWriter logged = new StringWriter();
  final Cleanup cleanup = new Cleanup();
  final DataCache cache;

  CacheFixture(Path dir) {
    this.dir = dir;
    this.cache =
        new DataCache(dir, new Log(new PrintWriter(logged, true), Log.Level.INFO), cleanup);
  }

  DataFile obtain() throws Exception {
    return cache.obtain("data", KEY, writing(TEXT));
  }

  Path data() {
    return dir.resolve("data");
  }

  Path meta() {
    return dir.resolve("data.meta.json");
  }

  List<String> warnings() {
    return logged.toString().lines().filter(line -> line.startsWith("WARN: ")).toList();
  }

  List<String> files() throws IOException {
    try (var files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  static DataCache.Generation writing(String text) {
    return out -> {
      out.write(text.getBytes(StandardCharsets.UTF_8));
      return CHECKSUM;
    };
  }

  static DataCache.Generation mustNotWrite() {
    return out -> {
      throw new AssertionError("must not write");
    };
  }

  static void mkfifo(Path path) throws Exception {
    Process p = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
    if (p.waitFor() != 0) {
      throw new IllegalStateException("mkfifo failed");
    }
  }
}
