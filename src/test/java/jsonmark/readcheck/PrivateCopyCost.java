package jsonmark.readcheck;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import jsonmark.cache.Sha256;

/**
 * Measures what a driver pays for handing out its own copy of the data file and for watching it
 * (run by {@code bench/read-check-cost.sh}, not a test): {@link PrivateCopy#make} against a plain
 * copy and a plain SHA-256 pass of the same file, once per benchmark and after every restore;
 * and {@link AccessWatch#arm()} plus {@link AccessWatch#seen()}, which every run pays between runs
 * (never inside its timed span).
 */
public final class PrivateCopyCost {

  private PrivateCopyCost() {}

  public static void main(String[] args) throws Exception {
    int megabytes = args.length > 0 ? Integer.parseInt(args[0]) : 332;
    int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    Path dir = Files.createTempDirectory(
        Path.of(args.length > 2 ? args[2] : "target").toAbsolutePath(), "copy-cost-");
    try {
      Path source = dir.resolve("data.jsonl");
      write(source, megabytes);
      String sha = Sha256.of(source);
      List<Double> made = new ArrayList<>();
      List<Double> plain = new ArrayList<>();
      List<Double> hashed = new ArrayList<>();
      for (int i = 0; i < repeats; i++) {
        Path target = dir.resolve("copy");
        made.add(seconds(() -> PrivateCopy.make(source, target, sha)));
        Files.delete(target);
        plain.add(seconds(() -> Files.copy(source, target)));
        Files.delete(target);
        hashed.add(seconds(() -> Sha256.of(source)));
      }
      List<Double> watched = new ArrayList<>();
      try (AccessWatch watch = AccessWatch.on(source)) {
        for (int i = 0; i < 1_000; i++) {
          long start = System.nanoTime();
          watch.arm();
          watch.seen();
          watched.add((System.nanoTime() - start) / 1e3);
        }
        System.out.printf(Locale.ROOT,
            "%d MB in %s, %d times: private copy (copy + SHA-256) median %.3f s, plain copy %.3f"
                + " s, SHA-256 alone %.3f s%nAccessWatch arm + seen, 1,000 times: median %.0f"
                + " µs, max %.0f µs%s%n",
            megabytes, dir.getParent(), repeats, median(made), median(plain), median(hashed),
            median(watched), Collections.max(watched),
            watch.limits().map(l -> " (this system hides " + l + ")").orElse(""));
      }
    } finally {
      TemporaryFiles.delete(dir);
    }
  }

  /** A task timed by {@link #seconds}. */
  private interface Task {
    Object run() throws Exception;
  }

  private static double seconds(Task task) throws Exception {
    long start = System.nanoTime();
    task.run();
    return (System.nanoTime() - start) / 1e9;
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.get(sorted.size() / 2);
  }

  private static void write(Path file, int megabytes) throws IOException {
    byte[] block = new byte[1 << 20];
    Random random = new Random(42);
    try (OutputStream out = Files.newOutputStream(file)) {
      for (int i = 0; i < megabytes; i++) {
        random.nextBytes(block);
        out.write(block);
      }
    }
  }
}
