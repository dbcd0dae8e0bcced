package jsonmark.exec;

import java.util.List;
import java.util.Optional;

/**
 * What one spawn of a shell command did.
 *
 * @param exitCode exit status, 128+N when killed by signal N, -1 when it could not start
 * @param seconds wall time from spawn to exit
 * @param lastLine the last non-empty line of stdout, if any
 * @param stdoutTail the last lines of stdout
 * @param stderrTail the last lines of stderr
 * @param timedOut whether it was killed for exceeding the timeout
 * @param startError why it could not start, if it could not
 * @param leftoverProcesses the background processes that outlived it and had to be killed,
 *     each as "pid N (command line)"
 * @param libraries what its stdout's {@code library: <name> <version>} lines named, in order
 * @param reads what its process tree read, when the system could count it
 * @param suspended whether the driver was stopped while it ran (Ctrl-Z, or SIGSTOP and SIGCONT):
 *     its tree was stopped too where the driver could do so, but its time holds the pause, so
 *     it must not count
 * @param cpu the user and system CPU time of its whole process tree, every process reaped (see
 *     {@link ReapedChildren}); empty where it cannot be measured, never 0 for unknown
 */
public record Execution(
    int exitCode,
    double seconds,
    Optional<String> lastLine,
    List<String> stdoutTail,
    List<String> stderrTail,
    boolean timedOut,
    Optional<String> startError,
    List<String> leftoverProcesses,
    List<String> libraries,
    Optional<TreeReads> reads,
    boolean suspended,
    Optional<TreeCpu> cpu) {

  /** An execution whose reads were not counted (a fake, or a system that cannot count them). */
  public Execution(
      int exitCode, double seconds, Optional<String> lastLine, List<String> stdoutTail,
      List<String> stderrTail, boolean timedOut, Optional<String> startError,
      List<String> leftoverProcesses, List<String> libraries) {
    this(exitCode, seconds, lastLine, stdoutTail, stderrTail, timedOut, startError,
        leftoverProcesses, libraries, Optional.empty());
  }

  /** An execution that was never suspended, whose CPU time was not measured. */
  public Execution(
      int exitCode, double seconds, Optional<String> lastLine, List<String> stdoutTail,
      List<String> stderrTail, boolean timedOut, Optional<String> startError,
      List<String> leftoverProcesses, List<String> libraries, Optional<TreeReads> reads) {
    this(exitCode, seconds, lastLine, stdoutTail, stderrTail, timedOut, startError,
        leftoverProcesses, libraries, reads, false, Optional.empty());
  }

  /** Whether background processes outlived it and had to be killed. */
  public boolean leftovers() {
    return !leftoverProcesses.isEmpty();
  }
}
