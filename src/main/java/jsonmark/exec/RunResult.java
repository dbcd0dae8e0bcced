package jsonmark.exec;

import java.util.Optional;
import jsonmark.profile.Profile;

/**
 * The outcome of one timed run of one deserializer command.
 *
 * @param name the command's label
 * @param command the command as given, before {@code $FILENAME} is replaced
 * @param run 1-based run number among the timed runs
 * @param seconds wall time from spawn to exit
 * @param exitCode the exit status; 128+N when killed by signal N; -1 when it could not start
 * @param checksum the last non-empty line's first token on stdout, if any
 * @param checksumOk whether it equals the expected checksum
 * @param failure why the run failed, empty when it succeeded
 * @param profile the samples, when profiling was on
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
    Optional<Profile> profile) {

  public boolean ok() {
    return failure.isEmpty();
  }
}
