package jsonmark.result;

import java.util.List;

/**
 * What a command's timed runs came to, recorded from the runs themselves: how many count in its
 * statistics, how many were set aside for CPU contention (and run again), how many failed, and
 * in how many rounds it ran.
 *
 * @param counted runs that passed and were not set aside: the statistics' runs
 * @param setAside runs that waited too long for a CPU and were run again
 * @param failed runs that failed (exit status, checksum, timeout, read check)
 * @param rounds the rounds it ran in
 */
public record Counts(int counted, int setAside, int failed, int rounds) {

  /** The counts of {@code runs}. */
  public static Counts of(List<RunResult> runs) {
    return new Counts(
        (int) runs.stream().filter(RunResult::counted).count(),
        (int) runs.stream().filter(r -> r.contention() == Contention.SET_ASIDE).count(),
        (int) runs.stream().filter(RunResult::failed).count(),
        (int) runs.stream().mapToInt(RunResult::run).distinct().count());
  }

  /** Every timed run: counted, set aside and failed. */
  public int total() {
    return counted + setAside + failed;
  }

  /** {@code 12 runs}, {@code 10 runs, 2 set aside}, {@code 0 runs, 2 failed}. */
  public String describe() {
    StringBuilder text = new StringBuilder(counted + (counted == 1 ? " run" : " runs"));
    if (setAside > 0) {
      text.append(", ").append(setAside).append(" set aside");
    }
    if (failed > 0) {
      text.append(", ").append(failed).append(" failed");
    }
    return text.toString();
  }
}
