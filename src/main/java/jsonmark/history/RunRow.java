package jsonmark.history;

import java.time.Instant;
import java.util.Optional;

/**
 * One benchmark run as the history keeps it.
 *
 * @param runId the id the run wrote into its summary.json
 * @param folder the results folder it was read from
 * @param startedAt when it started
 * @param state complete, interrupted or running (a run killed before its end)
 * @param benchmark the benchmark's name
 * @param jsonmarkVersion the driver's version
 * @param commit the commit it measured, when known
 * @param machine the machine it ran on
 */
public record RunRow(String runId, String folder, Instant startedAt, String state,
    String benchmark, String jsonmarkVersion, Optional<String> commit, Fingerprint machine) {

  /** Whether its figures may be used as evidence: only a run that ran to its end. */
  public boolean complete() {
    return state.equals("complete");
  }
}
