package jsonmark.preparation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.log.Log;
import jsonmark.log.OneLine;
import jsonmark.plan.Plan;
import jsonmark.plan.Workload;
import jsonmark.values.DataFileCheck;

/**
 * Checks every --data file of a plan before anything runs, so that a bad line in the last file
 * does not come after the others' runs: the bad lines are named, and nothing is run.
 */
public final class UserFiles {

  private UserFiles() {}

  /** Whether every --data file is JSON Lines; if not, says which lines are not, as errors. */
  public static boolean valid(Plan.Work work, Log log) {
    boolean valid = true;
    for (Workload workload : work.workloads()) {
      if (!(workload instanceof Workload.UserData user)) {
        continue;
      }
      Path file = user.file();
      String shown = OneLine.escaped(file.toString());
      try (InputStream in = Files.newInputStream(file)) {
        DataFileCheck.scan(in, null, null, 0);
      } catch (DataFileCheck.BadLine e) {
        e.report("--data " + shown).forEach(log::error);
        valid = false;
      } catch (IOException e) {
        log.error("--data " + shown + ": cannot read it: " + e.getMessage());
        valid = false;
      }
    }
    return valid;
  }
}
