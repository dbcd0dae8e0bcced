package jsonmark.result;

import java.util.List;
import java.util.Optional;
import jsonmark.profile.Profile;
import jsonmark.stats.CpuWait;
import jsonmark.stats.ProfileSummary;

/**
 * The outcome of one timed run of one deserializer command, judged and summarised once.
 *
 * @param name the command's label
 * @param command the command as given, before {@code $FILENAME} is replaced
 * @param run 1-based run number among the timed runs
 * @param seconds wall time from spawn to exit
 * @param exitCode the exit status; 128+N when killed by signal N; -1 when it could not start
 * @param checksum the trimmed last non-empty line of stdout, if any
 * @param checksumOk whether it is exactly the expected checksum
 * @param failure why the run failed, empty when it succeeded
 * @param profile the samples, when profiling was on
 * @param profileSummary the samples reduced to max, median and 95th percentile
 * @param libraries the libraries its stdout named ({@code orjson 3.10.7}), empty when none
 * @param cpuWait how long the tree waited for a CPU, and the machine's pressure, when measured
 * @param contention whether it waited too long for a CPU to count
 */
public record RunResult(
    String name,
    String command,
    int run,
    double seconds,
    int exitCode,
    Optional<String> checksum,
    boolean checksumOk,
    Optional<String> failure,
    Optional<Profile> profile,
    Optional<ProfileSummary> profileSummary,
    List<String> libraries,
    Optional<CpuWait> cpuWait,
    Contention contention) {

  public RunResult {
    libraries = List.copyOf(libraries);
  }

  /** A run that named no library, whose profile, if any, is summarised here, once. */
  public RunResult(
      String name,
      String command,
      int run,
      double seconds,
      int exitCode,
      Optional<String> checksum,
      boolean checksumOk,
      Optional<String> failure,
      Optional<Profile> profile) {
    this(name, command, run, seconds, exitCode, checksum, checksumOk, failure, profile,
        profile.map(ProfileSummary::of), List.of(), Optional.empty(), Contention.NONE);
  }

  /** This run with its CPU wait, and what that made of it. */
  public RunResult withCpuWait(CpuWait wait, Contention judged) {
    return new RunResult(name, command, run, seconds, exitCode, checksum, checksumOk, failure,
        profile, profileSummary, libraries, Optional.of(wait), judged);
  }

  /** A run judged by {@code verdict}. */
  public static RunResult of(
      String name, String command, int run, double seconds, int exitCode, Verdict verdict,
      Optional<Profile> profile) {
    return new RunResult(name, command, run, seconds, exitCode, verdict.checksum(),
        verdict.checksumOk(), verdict.failure(), profile, profile.map(ProfileSummary::of),
        verdict.libraries(), Optional.empty(), Contention.NONE);
  }

  public boolean ok() {
    return failure.isEmpty();
  }

  /** Whether it passed and counts in the statistics: not set aside as contended. */
  public boolean counted() {
    return ok() && contention != Contention.SET_ASIDE;
  }
}
