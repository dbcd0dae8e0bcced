package jsonmark.history;

import java.util.List;

/**
 * What an import did: runs added, runs the store already had, and the folders it could not read.
 *
 * @param added runs written
 * @param present runs found already recorded
 * @param problems one line per summary.json that could not be read
 */
public record Imported(int added, int present, List<String> problems) {

  public Imported {
    problems = List.copyOf(problems);
  }

  /** The sentence a user reads. */
  public String sentence() {
    return added + " run" + (added == 1 ? "" : "s") + " added, " + present + " already recorded"
        + (problems.isEmpty() ? "" : ", " + problems.size() + " unreadable");
  }
}
