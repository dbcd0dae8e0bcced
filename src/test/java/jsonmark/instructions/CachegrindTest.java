package jsonmark.instructions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.exec.ShellCommand;
import org.junit.jupiter.api.Test;

/** Commands put under cachegrind, and (where Valgrind is installed) a real tree counted. */
class CachegrindTest {

  @Test
  void aShellCommandRunsUnderValgrindThroughTheShellWithTheDeterminismVariables() {
    ShellCommand shell = new ShellCommand("echo $X", Map.of("X", "1"));
    ShellCommand wrapped = Cachegrind.wrap(shell, java.nio.file.Path.of("/tmp/f"));
    assertThat(wrapped.argv()).startsWith("valgrind", "--tool=cachegrind", "--cache-sim=no",
        "--trace-children=yes");
    assertThat(wrapped.argv()).contains("--cachegrind-out-file=/tmp/f/cg.%p")
        .endsWith("/bin/sh", "-c", "echo $X");
    assertThat(wrapped.environment()).containsEntry("X", "1").containsEntry("PYTHONHASHSEED", "0")
        .containsEntry("GOMAXPROCS", "1").containsEntry("GODEBUG", "gcstoptheworld=1")
        .containsEntry("JSONMARK_NODE_FLAGS", "--hash-seed=1 --random-seed=1 --predictable"
            + " --predictable-gc-schedule --no-concurrent-sweeping");
    assertThat(wrapped.environment().get("JAVA_TOOL_OPTIONS").split(" ")).contains(
        "-XX:+UseSerialGC", "-Xbatch", "-Xms256m", "-Xmx256m", "-XX:-UseCounterDecay",
        "-XX:GuaranteedSafepointInterval=0", "-XX:+IgnoreUnrecognizedVMOptions");
    assertThat(wrapped.script()).isEqualTo("echo $X");
  }

  @Test
  void aDirectCommandKeepsItsArgumentsAndItsOwnHashSeed() {
    ShellCommand direct = new ShellCommand("python3 x.py", Map.of("PYTHONHASHSEED", "7"),
        List.of("python3", "x.py"), Optional.empty());
    ShellCommand wrapped = Cachegrind.wrap(direct, java.nio.file.Path.of("/tmp/f"));
    assertThat(wrapped.argv()).endsWith("--log-file=/tmp/f/valgrind.%p", "python3", "x.py");
    assertThat(wrapped.environment()).containsEntry("PYTHONHASHSEED", "7");
  }

  @Test
  void everyProcessOfAForkingTreeIsCountedAndSummed() throws Exception {
    assumeTrue(Valgrind.missing(System.getenv("PATH")).isEmpty(), "valgrind is not installed");
    CountFiles.TreeCount alone = count("/bin/true");
    CountFiles.TreeCount tree = count("/bin/true & wait; /bin/true");
    // One more process: the background /bin/true, forked (a shell may exec its last command).
    assertThat(tree.processes()).isEqualTo(alone.processes() + 1);
    assertThat(tree.instructions()).isGreaterThan(alone.instructions());
    assertThat(count("/bin/true").instructions()).isEqualTo(alone.instructions());
  }

  private static CountFiles.TreeCount count(String script) throws Exception {
    try (CountFolder folder = CountFolder.create()) {
      ShellCommand wrapped = folder.wrap(new ShellCommand(script, Map.of()));
      Process process = new ProcessBuilder(wrapped.argv()).inheritIO().start();
      assertThat(process.waitFor()).isZero();
      return folder.count().orElseThrow();
    }
  }
}
