package jsonmark.report;

import java.util.Locale;
import jsonmark.stats.ProfileSummary;
import jsonmark.stats.Startup;

/**
 * The log lines that scripts written for the original JSONMark parse; their words and number
 * formats are part of the contract (the README's "Reading the results" lists them).
 */
public final class LogLines {

  private LogLines() {}

  /** {@code Serializer time taken: 2.10s (476190.48 lines/sec)}. */
  public static String serializerTime(double seconds, long records) {
    return timeTaken("Serializer", seconds, records);
  }

  /** {@code Deserialize time taken: 1.05s (952380.95 lines/sec)}. */
  public static String deserializeTime(double seconds, long records) {
    return timeTaken("Deserialize", seconds, records);
  }

  /** Records per second; infinite for a zero duration is reported as {@code n/a} by callers. */
  public static double linesPerSecond(double seconds, long records) {
    return seconds > 0 ? records / seconds : Double.NaN;
  }

  /** {@code CPU (%)  : max=104.00  50%=101.20  95%=103.10}, as psrecord summed it up. */
  public static String cpu(ProfileSummary summary) {
    return figures("CPU (%)  ", summary.cpuMax(), summary.cpuP50(), summary.cpuP95());
  }

  /** {@code MEM (MiB): max=14.70  50%=14.50  95%=14.60}; max includes the peak RSS where known. */
  public static String mem(ProfileSummary summary) {
    return figures("MEM (MiB)", summary.memMax(), summary.memP50(), summary.memP95());
  }

  /**
   * {@code nodejs start-up: 0.045s on an empty file; parse 250.31 MB/s without it}, or why
   * there is no parse MB/s ({@code parse MB/s: n/a, the start-up is half the mean time or more,
   * too close to take out}): not a line of the
   * original, so its words are free.
   */
  public static String startup(String name, Startup startup) {
    if (startup.seconds().isEmpty()) {
      return name + " start-up: n/a (a run on an empty file failed); parse MB/s: n/a";
    }
    String rate = startup.parseMegabytesPerSecond().isPresent()
        ? "parse " + two(startup.parseMegabytesPerSecond().getAsDouble()) + " MB/s without it"
        : "parse MB/s: n/a" + startup.noParseRate().map(why -> ", " + why.words()).orElse("");
    return String.format(
        Locale.ROOT, "%s start-up: %.3fs on an empty file; %s", name,
        startup.seconds().getAsDouble(), rate);
  }

  /**
   * The start-up as a part of a command's one line: {@code start-up 0.045s, parse 250.31 MB/s
   * without it}, {@code start-up 0.027s, parse MB/s n/a} (a warning says why) or {@code start-up
   * n/a}.
   */
  public static String startupBrief(Startup startup) {
    if (startup.seconds().isEmpty()) {
      return "start-up n/a (a run on an empty file failed)";
    }
    return String.format(Locale.ROOT, "start-up %.3fs, parse %s", startup.seconds().getAsDouble(),
        startup.parseMegabytesPerSecond().isPresent()
            ? two(startup.parseMegabytesPerSecond().getAsDouble()) + " MB/s without it"
            : "MB/s n/a");
  }

  private static String figures(String label, double max, double p50, double p95) {
    return String.format(
        Locale.ROOT, "%s: max=%s  50%%=%s  95%%=%s", label, two(max), two(p50), two(p95));
  }

  /** Two decimals, or {@code n/a} for a figure that could not be measured. */
  private static String two(double value) {
    return Double.isFinite(value) ? String.format(Locale.ROOT, "%.2f", value) : "n/a";
  }

  private static String timeTaken(String what, double seconds, long records) {
    double rate = linesPerSecond(seconds, records);
    String rateText = Double.isNaN(rate) ? "n/a" : String.format(Locale.ROOT, "%.2f", rate);
    return String.format(
        Locale.ROOT, "%s time taken: %.2fs (%s lines/sec)", what, seconds, rateText);
  }
}
