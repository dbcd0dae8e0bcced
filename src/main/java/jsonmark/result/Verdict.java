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
 * @param unproven why it passed though its reading of the whole file is not proven, if so
 */
public record Verdict(
    Optional<String> checksum, boolean checksumOk, Optional<String> failure,
    List<String> libraries, Optional<String> unproven) {

  public Verdict {
    libraries = List.copyOf(libraries);
  }

  /** A verdict whose reading of the file is proven, or not in question. */
  public Verdict(Optional<String> checksum, boolean checksumOk, Optional<String> failure,
      List<String> libraries) {
    this(checksum, checksumOk, failure, libraries, Optional.empty());
  }

  /** This verdict, passed though that the run read the whole file is not proven, for {@code why}. */
  public Verdict unproven(String why) {
    return new Verdict(checksum, checksumOk, failure, libraries, Optional.of(why));
  }


  public boolean ok() {
    return failure.isEmpty();
  }
}
