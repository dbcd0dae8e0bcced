package jsonmark.env;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EnvironmentTest {

  @Test
  void capturesTheMachineAndEveryRuntimeInOrder() {
    Environment environment = Environment.capture();

    // On Linux every one of these can be read: "n/a" here would mean the probe broke.
    assertThat(environment.cpu()).isNotBlank().isNotEqualTo("n/a");
    assertThat(environment.logicalCores()).isPositive();
    assertThat(environment.physicalCores()).isBetween(1, environment.logicalCores());
    assertThat(environment.memoryBytes()).isPositive();
    assertThat(environment.os()).isNotBlank().isNotEqualTo("n/a");
    assertThat(environment.kernel()).startsWith("Linux ").contains(System.getProperty("os.version"));
    assertThat(environment.jvm()).contains(System.getProperty("java.vm.version"));
    assertThat(environment.runtimes().keySet())
        .containsExactly("python3", "node", "java", "go", "rustc", "g++");
    // java runs these very tests, so its version line must have been read, not "n/a".
    assertThat(environment.runtimes().get("java")).contains(System.getProperty("java.version"));
    assertThat(environment.runtimes().values()).allSatisfy(v -> assertThat(v).isNotBlank());
  }

  @Test
  void readsAVersionThatIsPrintedOnStandardError() {
    // java -version prints to stderr; the JVM running this test is on disk for sure.
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    assertThat(RuntimeVersions.version(List.of(java, "-version"), Duration.ofSeconds(20)))
        .contains(System.getProperty("java.specification.version"));
  }

  @Test
  void reportsAMissingRuntimeAsNotAvailable() {
    assertThat(
            RuntimeVersions.version(
                List.of("jsonmark-no-such-runtime", "--version"), Duration.ofSeconds(5)))
        .isEqualTo("n/a");
  }

  @Test
  void reportsARuntimeThatFailsAsNotAvailable() {
    List<String> failing = List.of("sh", "-c", "echo oops; exit 3");

    assertThat(RuntimeVersions.version(failing, Duration.ofSeconds(5))).isEqualTo("n/a");
  }

  @Test
  void reportsARuntimeThatHangsAsNotAvailable() {
    assertThat(RuntimeVersions.version(List.of("sleep", "30"), Duration.ofMillis(200)))
        .isEqualTo("n/a");
  }

  @Test
  void keepsOnlyTheFirstNonBlankLineTrimmed() {
    assertThat(
            RuntimeVersions.version(
                List.of("sh", "-c", "echo; echo '  g++ (Debian 12.2.0) 12.2.0  '; echo more"),
                Duration.ofSeconds(5)))
        .isEqualTo("g++ (Debian 12.2.0) 12.2.0");
  }

  @Test
  void rendersAShortMarkdownList() {
    Environment environment =
        new Environment(
            "Example CPU", 4, 8, 16L * 1024 * 1024 * 1024, "Debian GNU/Linux 12 (bookworm)",
            "Linux 6.1.0", "OpenJDK 64-Bit Server VM 17.0.15", Map.of("go", "n/a"),
            List.of(), null);

    assertThat(environment.toMarkdown())
        .isEqualTo(
            "- CPU: Example CPU (4 physical / 8 logical cores)\n"
                + "- Memory: 16.0 GiB\n"
                + "- OS: Debian GNU/Linux 12 (bookworm), kernel Linux 6.1.0\n"
                + "- JVM: OpenJDK 64-Bit Server VM 17.0.15\n"
                + "- go: n/a\n");
  }
}
