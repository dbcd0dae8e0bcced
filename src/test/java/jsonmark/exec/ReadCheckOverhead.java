package jsonmark.exec;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Measures what the read checks cost a run (run by {@code bench/read-check-overhead.sh}, not a
 * test): the map watcher's own CPU while it watches a JVM (a process with many mappings) for a
 * few seconds, the time of the {@link ReadMeter} readings taken before the spawn and after the
 * reap, and the wall time of a CPU-bound child watched and not watched, in alternating pairs.
 */
public final class ReadCheckOverhead {

  private static final String BUSY = "s = 0\nfor i in range(12_000_000): s += i\nprint(s)";

  private ReadCheckOverhead() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 2 && args[0].equals("sleep")) {
      Thread.sleep(Long.parseLong(args[1]) * 1000);
      return;
    }
    int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int pairs = args.length > 1 ? Integer.parseInt(args[1]) : 8;
    Path file = Path.of(args.length > 2 ? args[2] : "pom.xml").toAbsolutePath();
    MapWatcher watcher = new MapWatcher();

    String java = ProcessHandle.current().info().command().orElse("java");
    Process jvm = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
        ReadCheckOverhead.class.getName(), "sleep", String.valueOf(seconds)).start();
    long before = threadCpu("jsonmark-maps");
    var watch = watcher.watch(jvm.toHandle(), List::of, Optional.of(file)).orElseThrow();
    jvm.waitFor();
    watch.stop();
    long watcherCpu = threadCpu("jsonmark-maps") - before;

    List<Long> meterNanos = new ArrayList<>();
    for (int i = 0; i < 101; i++) {
      long start = System.nanoTime();
      ReadMeter.start().orElseThrow().stop(0);
      meterNanos.add(System.nanoTime() - start);
    }
    Collections.sort(meterNanos);

    List<Double> ratios = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      double plain = busy(watcher, file, false);
      double watched = busy(watcher, file, true);
      ratios.add(watched / plain);
    }
    Collections.sort(ratios);
    System.out.printf(Locale.ROOT,
        "map watcher on a sleeping JVM for %d s: %.4f s of CPU = %.3f %% of one core%n"
            + "ReadMeter start + stop (outside the timed span): median %.0f µs, max %.0f µs%n"
            + "CPU-bound python child, watched / not watched, %d pairs: median %.4f"
            + " (min %.4f, max %.4f)%n",
        seconds, watcherCpu / 1e9, 100 * watcherCpu / (seconds * 1e9),
        meterNanos.get(50) / 1e3, meterNanos.get(100) / 1e3, pairs, ratios.get(pairs / 2),
        ratios.get(0), ratios.get(pairs - 1));
  }

  private static double busy(MapWatcher watcher, Path file, boolean watched) throws Exception {
    long start = System.nanoTime();
    Process p = new ProcessBuilder("python3", "-c", BUSY).redirectOutput(
        ProcessBuilder.Redirect.DISCARD).start();
    var watch =
        watched ? watcher.watch(p.toHandle(), List::of, Optional.of(file)) : Optional.empty();
    p.waitFor();
    long end = System.nanoTime();
    watch.ifPresent(w -> ((MapWatcher.Watch) w).stop());
    return (end - start) / 1e9;
  }

  private static long threadCpu(String name) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      if (thread.getName().equals(name)) {
        return threads.getThreadCpuTime(thread.getId());
      }
    }
    return 0;
  }
}
