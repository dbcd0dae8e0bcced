package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import jsonmark.lifecycle.Cleanup;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's user and system CPU time is its whole tree's: a grandchild its shell waits for, and one
 * detached from the tree that only the driver, as subreaper, reaps. Each burns a known amount.
 */
class TreeCpuTest {

  /**
   * Burns at least argv[1] s of user time, then argv[2] s of system time, by its own clock. The
   * user loop works between its clock reads: each read is a system call, and a tight loop of them
   * spent as much system time as user time on a machine where system calls are dear.
   */
  static final String BURN = String.join("\n",
      "import os, sys",
      "user, system = float(sys.argv[1]), float(sys.argv[2])",
      "while os.times().user < user: sum(range(200000))",
      "fd = os.open('/dev/zero', os.O_RDONLY)",
      "while os.times().system < system: os.read(fd, 1 << 20)",
      "");

  @TempDir Path tmp;
  Path burn;
  ShellExecutor executor;

  @BeforeEach
  void setUp() throws Exception {
    burn = Files.writeString(tmp.resolve("burn.py"), BURN);
    Subreaper subreaper = Subreaper.enable();
    endLeftovers(subreaper);
    executor = new ShellExecutor(new TreeDestroyer(new Cleanup()), subreaper,
        new JobControl(() -> { }));
  }

  /**
   * Ends and reaps what earlier tests in this JVM left running. A run's CPU time is the growth
   * of every reaped child's (getrusage of the children), so a leftover reaped during a run here
   * would be counted as this tree's: the driver runs one command at a time, a test JVM does not.
   */
  private static void endLeftovers(Subreaper subreaper) throws InterruptedException {
    ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (ProcessHandle.current().children().findAny().isPresent()
        && System.nanoTime() < deadline) {
      subreaper.adopted(); // reaps the orphans that have exited; Java reaps its own
      Thread.sleep(20);
    }
  }

  private TreeCpu cpuOf(String script) throws Exception {
    Execution e = executor.execute(new ShellCommand(script, Map.of()),
        new Executor.Options(Optional.empty(), null, Optional.empty()));
    assertThat(e.exitCode()).as(String.join("\n", e.stderrTail())).isZero();
    assertThat(e.leftovers()).isFalse();
    assertThat(e.cpu()).isPresent();
    return e.cpu().get();
  }

  @Test
  void aGrandchildThatItsShellWaitsForIsCounted() throws Exception {
    TreeCpu cpu = cpuOf("python3 '" + burn + "' 0.6 0.3 & wait");
    assertThat(cpu.userSeconds()).isBetween(0.6, 1.6);
    assertThat(cpu.systemSeconds()).isBetween(0.3, 1.3);
  }

  @Test
  void aDetachedGrandchildThatTheDriverReapsIsCounted() throws Exception {
    // The subshell exits at once: python is adopted by the driver, which alone reaps it.
    String done = tmp.resolve("done").toString();
    TreeCpu cpu = cpuOf("(setsid sh -c \"python3 '" + burn + "' 0.6 0.3; touch '" + done
        + "'\" &); while [ ! -e '" + done + "' ]; do sleep 0.05; done; sleep 0.2");
    // The waiting loop's own forks add system time of their own, more on a busy machine.
    assertThat(cpu.userSeconds()).isBetween(0.6, 1.6);
    assertThat(cpu.systemSeconds()).isBetween(0.3, 2.0);
  }

  @Test
  void aRunThatBurnsNothingGetsAlmostNoneOfTheFormerRunsTime() throws Exception {
    cpuOf("python3 '" + burn + "' 0.3 0");
    TreeCpu idle = cpuOf("sleep 0.1");
    assertThat(idle.totalSeconds()).isBetween(0.0, 0.1);
  }
}
