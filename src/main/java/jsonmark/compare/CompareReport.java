package jsonmark.compare;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import jsonmark.stats.NoiseFloor;

/**
 * Everything one {@code jsonmark compare} found, computed once: every format only formats it,
 * and {@code compare.json} is this, key for key (docs/compare.schema.json). A value that could not
 * be computed is null, never 0.
 *
 * @param gate the verdict of --fail-on-regression, decided once and said first by every view;
 *     null when no gate was asked for
 * @param formatVersion the version of compare.json's shape
 * @param jsonmarkVersion the driver that compared
 * @param measure what was compared: {@code time}, {@code instructions} or {@code both}
 * @param match what commands were paired by: {@code name} or {@code command}
 * @param alpha the significance level of {@code ~}
 * @param noiseThresholdPercent the margin, in %, that a change's interval must lie wholly beyond
 *     to be called (--noise-threshold), for the rows without a floor from the history and the
 *     geomean; 0 for none
 * @param confidence the confidence of every interval
 * @param test how p-values and change intervals are computed
 * @param folders the folders compared, the first being the base
 * @param differences what differs between the folders besides the commands
 * @param notes what could not be compared, said once
 * @param benchmarks one table per benchmark the base holds
 * @param benchmarksApart benchmarks not in the base, with the folders that hold them
 */
record CompareReport(
    Gate gate,
    int formatVersion,
    String jsonmarkVersion,
    String measure,
    String match,
    double alpha,
    double noiseThresholdPercent,
    double confidence,
    String test,
    List<FolderEntry> folders,
    List<Difference> differences,
    List<String> notes,
    List<Table> benchmarks,
    List<Apart> benchmarksApart) {

  /** This comparison with {@code gate} decided. */
  CompareReport withGate(Gate gate) {
    return new CompareReport(gate, formatVersion, jsonmarkVersion, measure, match, alpha,
        noiseThresholdPercent, confidence, test, folders, differences, notes, benchmarks,
        benchmarksApart);
  }

  /**
   * What --fail-on-regression decided.
   *
   * @param verdict {@code passed}, {@code failed} (a command over the limit: exit 1) or
   *     {@code not gated} (a folder's run did not finish and --allow-incomplete was not given:
   *     exit 1)
   * @param limitPercent the limit, PCT, in %
   * @param reasons why it failed, passed or was not applied, a sentence each
   */
  record Gate(String verdict, double limitPercent, List<String> reasons) {

    /** Whether the gate fails the run (exit 1). */
    boolean fails() {
      return !verdict.equals("passed");
    }
  }

  /** Whether times were compared: not when only counts were (their times are Valgrind's). */
  boolean timesCompared() {
    return !measure.equals("instructions");
  }

  static final int FORMAT_VERSION = 1;
  static final String TEST = "Welch's t-test on log-times, two-sided";

  /**
   * A folder compared, labelled A (the base), B, C...
   *
   * @param complete whether its runs ran to their end
   * @param incomplete what it says of the benchmarks that did not, empty when complete
   * @param waitedPercent the mean share of their time its counted runs waited for a CPU, in %;
   *     null where not measured
   * @param setAside how many of its runs were set aside for CPU contention
   */
  record FolderEntry(String label, String path, String startTime, String jsonmarkVersion,
      List<String> argv, int formatVersion, boolean complete, List<String> incomplete,
      Double waitedPercent, int setAside) {}

  /** One thing that differs; {@code values} holds each folder's, null where not recorded. */
  record Difference(String what, List<String> values) {}

  /**
   * One benchmark: a row per command the base and another folder both hold, the geomean, and
   * the memory of the commands profiled in the base and in another folder.
   */
  record Table(String benchmark, List<Row> rows, Row geomean, List<Apart> apart,
      List<MemoryRow> memory, List<CountRow> instructions,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Host> host) {}

  /**
   * What the host did between the base and another folder, and what compare did about it, for
   * the changes in time of that folder's column (docs/compare.md): absent when neither folder
   * timed the host's reference workload.
   *
   * @param against the label of the folder compared with the base
   * @param method {@code normalised} (changes net of the host's), {@code steady} (no change of
   *     the host shown: changes as measured), {@code declined} (no change called: verdict ?) or
   *     {@code none} (a folder lacks the reference: nothing done)
   * @param changePercent the reference workload's change, new over old, minus 1, in %; null
   *     for {@code none}
   * @param lowPercent its 95 % interval's lower end, in %; null for {@code none}
   * @param highPercent its upper end, in %; null for {@code none}
   * @param p the two-sided p-value of no change of the host; null for {@code none}
   * @param why what was done, in a sentence
   */
  record Host(String against, String method, Double changePercent, Double lowPercent,
      Double highPercent, Double p, String why) {}

  /**
   * A command's instruction counts in each folder (null where absent or not counted), and its
   * change in each folder after the first against the first (null where either has no count).
   */
  record CountRow(String name, List<Counts> counts, List<CountDelta> changes) {}

  /**
   * A command's counts in one folder: its counted runs with a count, their mean, their spread
   * ((max - min) / min, in %) and whether that is within the exact threshold (0.1 %): false for
   * one run, which cannot show it.
   */
  record Counts(int runs, double mean, double spreadPercent, boolean exact) {}

  /**
   * A change in instructions against the base: new mean over old mean, minus 1, in %, with the
   * range of run-to-run ratios widened by the exact threshold; significant exactly when that
   * range excludes no change.
   *
   * @param verdict {@code more}, {@code fewer}, {@code ~} (within the measured spread) or
   *     {@code ?} (one run in either folder: its spread, so the change's, is unknown)
   */
  record CountDelta(String against, double changePercent, double lowPercent, double highPercent,
      boolean significant, String verdict) {}

  /**
   * A command's memory in each folder (null where absent or not profiled), pooled over its
   * counted runs: the peak and the 95th percentile of its tree's resident memory, in MiB.
   */
  record MemoryRow(String name, List<Memory> folders) {}

  /** The peak and 95th percentile resident memory of one command in one folder, in MiB. */
  record Memory(Double peakMib, Double p95Mib) {}

  /**
   * A command: its times in each folder (null where absent), its change in each folder after
   * the first against the first (null where absent), and the noise floor its changes in time
   * were called by: its series' spread in the history, else --noise-threshold (the geomean's
   * always).
   */
  record Row(String name, String command, List<Times> times, List<Delta> changes,
      NoiseFloor noise) {}

  /**
   * A command's times in one folder: its counted runs, the mean, half its 95 % interval (null
   * below 2 runs) and the fastest run, which sets the decimals as in the folder's own table.
   */
  record Times(int runs, int failed, Double meanS, Double halfWidthS, Double minS) {}

  /**
   * A change against the base.
   *
   * @param against the label of the folder compared with the base
   * @param changePercent new over old of the geometric means, minus 1, in %
   * @param lowPercent the interval's lower end, in %; null below 2 runs a side
   * @param highPercent the interval's upper end, in %
   * @param p the two-sided p-value of no change; null below 2 runs a side
   * @param significant whether the change is called: p below alpha and its interval wholly
   *     beyond the noise threshold
   * @param verdict {@code slower}, {@code faster}, {@code ~} (not significant), {@code ?} (not
   *     called: the host changed too much between the runs) or {@code n/a}
   */
  record Delta(String against, Double changePercent, Double lowPercent, Double highPercent,
      Double p, boolean significant, String verdict) {}

  /** A command or benchmark some folders lack: the labels of the folders that hold it. */
  record Apart(String name, List<String> in) {}
}
