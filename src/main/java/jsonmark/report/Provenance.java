package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.List;
import java.util.Optional;

/**
 * What made a results folder, as {@code jsonmark compare} and the history need to know it: the
 * driver's version, the exact command line it was given, and the commit it measured.
 *
 * @param jsonmarkVersion the driver's version, as {@code jsonmark --version} prints it
 * @param argv the arguments after {@code jsonmark}, exactly as given
 * @param commit the commit of the code measured, when one was found
 */
public record Provenance(
    String jsonmarkVersion,
    List<String> argv,
    @JsonIgnore Optional<String> commit) { // summary.json keeps it under "run"


  public Provenance {
    argv = List.copyOf(argv);
    commit = commit == null ? Optional.empty() : commit;
  }

  /** A run's provenance with no commit known. */
  public Provenance(String jsonmarkVersion, List<String> argv) {
    this(jsonmarkVersion, argv, Optional.empty());
  }
}
