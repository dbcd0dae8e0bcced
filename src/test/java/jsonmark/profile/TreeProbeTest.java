package jsonmark.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import jsonmark.proc.Proc;
import jsonmark.proc.ProcStat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** What a reading counts as alive: an exiting process, or a zombie not yet reaped, is not. */
@Timeout(30)
class TreeProbeTest {

  @Test
  void aProcessThatHasReleasedItsMemoryOnTheWayOutIsNotLiving() {
    ProcStat running = ProcStat.parse("42 (python3) R 1 42 42 0 -1 0 0 0 0 0 7 3 0 0 20 0 1 0"
        + " 100 0 2048 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0").orElseThrow();
    ProcStat zombie = ProcStat.parse("42 (python3) Z 1 42 42 0 -1 0 0 0 0 0 7 3 0 0 20 0 1 0"
        + " 100 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0").orElseThrow();

    assertThat(TreeProbe.living(running, 8L << 20)).isTrue();
    assertThat(TreeProbe.living(running, 0)).as("exiting: its memory is gone").isFalse();
    assertThat(TreeProbe.living(zombie, 0)).isFalse();
  }

  @Test
  void aZombieIsNeitherALivingProcessNorMemoryOfTheTree() throws Exception {
    assumeTrue(Proc.treeReadable(), "no /proc to read trees from");
    // The background child exits after the shell has exec'd sleep in its place, and sleep never
    // reaps it (the shell might have, had the child exited first).
    Process parent = new ProcessBuilder("/bin/sh", "-c", "sleep 0.3 & echo $!; exec sleep 20")
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try {
      long zombie = Long.parseLong(new BufferedReader(new InputStreamReader(
          parent.getInputStream(), StandardCharsets.UTF_8)).readLine().strip());
      while (!Proc.stat(zombie).map(ProcStat::zombie).orElse(false)) {
        assertThat(Proc.stat(zombie)).as("the child, not yet reaped").isPresent();
        Thread.sleep(10);
      }

      TreeReading tree = new TreeProbe(parent.pid()).read();
      TreeReading dead = new TreeProbe(zombie).read();

      assertThat(tree.processes()).as("sleep alive, its zombie child not").isEqualTo(1);
      assertThat(tree.rssBytes()).isPositive();
      assertThat(dead.processes()).as("a tree of one zombie").isZero();
      assertThat(dead.rssBytes()).isZero();
    } finally {
      parent.destroyForcibly();
    }
  }
}
