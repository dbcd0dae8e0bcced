package jsonmark.instructions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jsonmark.exec.ShellCommand;

/**
 * A run's command put under Valgrind's cachegrind, counting the instructions of every process of
 * its tree: the cache simulation is off (only Ir is counted, at half the cost), children are
 * followed through fork and exec, and each process writes its own out file into the run's
 * private folder ({@code cg.<pid>}), which {@link CountFiles} sums. Valgrind's own messages go
 * to a log file per process in the same folder ({@code valgrind.<pid>}), never parsed: even with
 * {@code -q} it warns on every start about the host's cache geometry, which would otherwise
 * fill the run's stderr; a run without a count shows the log's last line.
 */
public final class Cachegrind {

  /** The program that is put in front of every command. */
  public static final String VALGRIND = "valgrind";

  /** The prefix of Valgrind's log files in a run's folder. */
  static final String LOG_PREFIX = "valgrind.";

  private Cachegrind() {}

  /** The options Valgrind is given before the command, writing into {@code folder}. */
  public static List<String> options(Path folder) {
    return List.of("--tool=cachegrind", "--cache-sim=no", "--trace-children=yes", "-q",
        "--cachegrind-out-file=" + folder.resolve(CountFiles.PREFIX + "%p"),
        "--log-file=" + folder.resolve(LOG_PREFIX + "%p"));
  }

  /**
   * {@code command} run under Valgrind, its out files written into {@code folder}, with the
   * {@link Determinism} variables added to its environment (its own win where it sets one).
   */
  public static ShellCommand wrap(ShellCommand command, Path folder) {
    List<String> argv = new ArrayList<>();
    argv.add(VALGRIND);
    argv.addAll(options(folder));
    argv.addAll(command.direct() ? command.argv() : List.of("/bin/sh", "-c", command.script()));
    Map<String, String> environment = new HashMap<>(Determinism.VARIABLES);
    environment.putAll(command.environment());
    return new ShellCommand(command.script(), environment, argv, command.dataFile());
  }
}
