package jsonmark.result;

import java.util.List;
import java.util.Optional;

/**
 * The judgement of one execution, made once: the checksum it printed, whether that is the
 * expected one, and why the run failed.
 *
 * @param checksum the trimmed last non-empty line of stdout, if any
 * @param checksumOk whether it is exactly the expected checksum
 * @param failure why the run failed, empty when it passed
 * @param libraries the libraries its stdout named ({@code library: orjson 3.10.7}), in order
 */
public record Verdict(
    Optional<String> checksum, boolean checksumOk, Optional<String> failure,
    List<String> libraries) {

  public Verdict {
    libraries = List.copyOf(libraries);
  }


  public boolean ok() {
    return failure.isEmpty();
  }
}
