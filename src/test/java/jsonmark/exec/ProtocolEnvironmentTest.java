package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every protocol variable of a run is the driver's to set: none is inherited from the user. */
class ProtocolEnvironmentTest {

  static final Map<String, String> USER = Map.of(
      "PATH", "/usr/bin", "JSONMARK_VALIDATE", "1", "JSONMARK_FILENAME", "/stale",
      "JSONMARK_BENCHMARK", "Stale", "JSONMARK_CPP_VERBOSE", "1",
      "JSONMARK_NODE_FLAGS", "--predictable");

  @Test
  void aTimedRunGetsNoneOfTheProtocolsVariablesLeftInTheUsersEnvironment() {
    Map<String, String> run = ProtocolEnvironment.of(USER,
        Map.of("JSONMARK_FILENAME", "/data", "JSONMARK_BENCHMARK", "Simple1Benchmark"),
        Map.of("JSONMARK_DRIVER", "42"));
    assertThat(run).doesNotContainKey("JSONMARK_VALIDATE")
        .doesNotContainKey("JSONMARK_NODE_FLAGS") // a counted run's V8 flags, never a timed one's
        .containsEntry("JSONMARK_FILENAME", "/data")
        .containsEntry("JSONMARK_BENCHMARK", "Simple1Benchmark")
        .containsEntry("JSONMARK_DRIVER", "42")
        // The user's own variables, a deserializer's debugging switch among them, stay.
        .containsEntry("PATH", "/usr/bin")
        .containsEntry("JSONMARK_CPP_VERBOSE", "1");
  }

  @Test
  void aValidationRunGetsTheValueItSets() {
    Map<String, String> run = ProtocolEnvironment.of(Map.of("JSONMARK_VALIDATE", "0"),
        Map.of("JSONMARK_VALIDATE", "1"), Map.of());
    assertThat(run).containsEntry("JSONMARK_VALIDATE", "1")
        .doesNotContainKeys("JSONMARK_FILENAME", "JSONMARK_BENCHMARK");
  }
}
