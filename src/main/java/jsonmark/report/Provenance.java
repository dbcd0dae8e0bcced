package jsonmark.report;

import java.util.List;

/**
 * What made a results folder, as {@code jsonmark compare} needs to know it: the driver's version
 * and the exact command line it was given.
 *
 * @param jsonmarkVersion the driver's version, as {@code jsonmark --version} prints it
 * @param argv the arguments after {@code jsonmark}, exactly as given
 */
public record Provenance(String jsonmarkVersion, List<String> argv) {

  public Provenance {
    argv = List.copyOf(argv);
  }
}
