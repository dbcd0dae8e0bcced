package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The file readers, on this JVM's own /proc entries. */
class ProcTest {

  @BeforeAll
  static void onLinux() {
    assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "needs Linux /proc");
  }

  @Test
  void readsThisJvmsOwnFiles() {
    long self = Proc.self();
    assertThat(Proc.stat(self).orElseThrow().state()).isIn('R', 'S');
    assertThat(Proc.stat(self).orElseThrow().numThreads()).isGreaterThan(1);
    assertThat(Proc.status(self).orElseThrow().vmRssKiB()).isPresent();
    assertThat(Proc.io(self).orElseThrow().rchar()).isPositive();
    assertThat(Proc.threads(self)).contains(self).hasSizeGreaterThan(1);
    assertThat(Proc.schedstat(self, self).orElseThrow().runNanos()).isPositive();
    assertThat(Proc.commandLine(self).orElseThrow()).contains("java");
    assertThat(Proc.cpuTimes().orElseThrow().total()).isPositive();
  }

  @Test
  void theCurrentThreadIsOneOfThisJvmsThreadsAndDiffersPerThread() throws Exception {
    long here = Proc.currentThread().orElseThrow();
    assertThat(Proc.threads(Proc.self())).contains(here);
    long[] there = new long[1];
    Thread other = new Thread(() -> there[0] = Proc.currentThread().orElseThrow());
    other.start();
    other.join();
    assertThat(there[0]).isNotEqualTo(here).isPositive();
  }

  @Test
  void seesAChildProcessAmongTheChildrenOfTheThreadThatStartedIt() throws Exception {
    Process child = new ProcessBuilder("sleep", "30").start();
    try {
      assertThat(Proc.children(Proc.self())).contains(child.pid());
      assertThat(Proc.stat(child.pid()).orElseThrow().ppid()).isEqualTo(Proc.self());
    } finally {
      child.destroyForcibly().waitFor();
    }
  }

  @Test
  void aProcessThatIsGoneHasNoFilesRatherThanZeros() throws Exception {
    Process child = new ProcessBuilder("true").start();
    child.waitFor();
    long gone = child.pid();
    assertThat(Proc.stat(gone)).isEmpty();
    assertThat(Proc.status(gone)).isEmpty();
    assertThat(Proc.io(gone)).isEmpty();
    assertThat(Proc.schedstat(gone, gone)).isEmpty();
    assertThat(Proc.threads(gone)).isEmpty();
    assertThat(Proc.children(gone)).isEmpty();
    assertThat(Proc.commandLine(gone)).isEmpty();
  }

  @Test
  void cpuPressureIsEmptyExactlyWhereTheKernelHasNoPressureFile() {
    assertThat(Proc.cpuPressure().isPresent())
        .isEqualTo(Files.isReadable(Path.of("/proc/pressure/cpu")));
  }

  /** What {@code getconf NAME} prints, as a number; the test is skipped where it cannot tell. */
  private static long getconf(String name) throws Exception {
    Process getconf = new ProcessBuilder("getconf", name).start();
    String value = new String(getconf.getInputStream().readAllBytes()).trim();
    assumeTrue(getconf.waitFor() == 0);
    return Long.parseLong(value);
  }

  @Test
  void theClockTickIsTheOneGetconfReports() throws Exception {
    assertThat(Proc.clockTicksPerSecond()).isEqualTo(getconf("CLK_TCK"));
  }

  @Test
  void thePageSizeIsTheOneGetconfReports() throws Exception {
    assertThat(Proc.pageSize()).isEqualTo(getconf("PAGESIZE"));
  }

  @Test
  void theCallingThreadReadsAsRunningInItsOwnStatLine() {
    long tid = Proc.currentThread().orElseThrow();
    assertThat(Proc.threadStat(Proc.self(), tid)).get().extracting(ProcStat::state)
        .isEqualTo('R');
    assertThat(Proc.threadState(Proc.self(), tid)).isEqualTo('R');
  }

  @Test
  void aThreadThatIsGoneHasNoState() {
    assertThat(Proc.threadState(Proc.self(), Integer.MAX_VALUE)).isEqualTo((char) 0);
  }
}
