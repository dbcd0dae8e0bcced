package jsonmark.report;

import java.util.Optional;
import java.util.UUID;

/**
 * Which run a results folder holds, for the history: an id drawn once when the run starts (so
 * that importing the folder twice records it once), and the commit it measured, when known.
 *
 * @param id a random UUID
 * @param commit the commit of the code measured ({@code JSONMARK_COMMIT}, a CI's variable, or
 *     the current folder's git HEAD); empty when none was found
 */
public record RunIdentity(String id, Optional<String> commit) {

  public RunIdentity {
    commit = commit == null ? Optional.empty() : commit;
  }

  /** A new run's identity. */
  public static RunIdentity fresh(Optional<String> commit) {
    return new RunIdentity(UUID.randomUUID().toString(), commit);
  }
}
