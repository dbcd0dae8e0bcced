package jsonmark.profile;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Locale;

/**
 * Measures the sampler's own CPU use (run by {@code bench/sampler-overhead.sh}, not a test):
 * this JVM's CPU time while it profiles an idle {@code sleep} child, minus its CPU time over an
 * equal window without the sampler, as a percentage of one core.
 */
public final class SamplerOverhead {

  private SamplerOverhead() {}

  public static void main(String[] args) throws Exception {
    Duration interval = Duration.ofMillis(args.length > 0 ? Long.parseLong(args[0]) : 50);
    int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    OperatingSystemMXBean os =
        ManagementFactory.getPlatformMXBean(OperatingSystemMXBean.class);

    measure(interval, 2); // warm-up: OSHI's first use, class loading, JIT
    long idleStart = os.getProcessCpuTime();
    Process idle = new ProcessBuilder("sleep", String.valueOf(seconds)).start();
    idle.waitFor();
    long idleCpu = os.getProcessCpuTime() - idleStart;

    long sampledStart = os.getProcessCpuTime();
    Measured measured = measure(interval, seconds);
    long sampledCpu = os.getProcessCpuTime() - sampledStart;

    double wall = seconds * 1e9;
    System.out.printf(
        Locale.ROOT,
        "interval %d ms, %d s of sleep %d, %d samples%n"
            + "JVM CPU with sampler %.3f s, without %.3f s: sampler overhead %.2f %% of one core%n"
            + "sampler thread alone: %.3f s = %.2f %% of one core%n",
        interval.toMillis(),
        seconds,
        seconds,
        measured.samples,
        sampledCpu / 1e9,
        idleCpu / 1e9,
        100 * (sampledCpu - idleCpu) / wall,
        measured.threadCpuNanos / 1e9,
        100 * measured.threadCpuNanos / wall);
  }

  private record Measured(int samples, long threadCpuNanos) {}

  private static Measured measure(Duration interval, int seconds) throws Exception {
    Process sleep = new ProcessBuilder("sleep", String.valueOf(seconds)).start();
    // One sampler thread serves every run: its CPU over this run is its growth.
    long before = threadCpu("jsonmark-sampler");
    ProcessTreeSampler sampler = ProcessTreeSampler.start(sleep.toHandle(), interval);
    sleep.onExit().get();
    long threadCpu = threadCpu("jsonmark-sampler") - before;
    return new Measured(sampler.stop().samples().size(), threadCpu);
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
