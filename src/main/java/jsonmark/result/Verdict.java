package jsonmark.result;

import java.util.Optional;

/**
 * The judgement of one execution, made once: the checksum it printed, whether that is the
 * expected one, and why the run failed.
 *
 * @param checksum the trimmed last non-empty line of stdout, if any
 * @param checksumOk whether it is exactly the expected checksum
 * @param failure why the run failed, empty when it passed
 */
public record Verdict(Optional<String> checksum, boolean checksumOk, Optional<String> failure) {

  public boolean ok() {
    return failure.isEmpty();
  }
}
