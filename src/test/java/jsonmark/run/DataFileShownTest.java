package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DataFileShownTest {

  @Test
  void aDataFileInsideTheCurrentFolderIsShownRelativeToIt() {
    Path inside = Path.of("cache", "Simple1Benchmark.1.jackson.jsonl").toAbsolutePath();

    assertThat(FolderSink.shown(inside)).isEqualTo("cache/Simple1Benchmark.1.jackson.jsonl");
  }

  @Test
  void aDataFileElsewhereKeepsItsPath() {
    assertThat(FolderSink.shown(Path.of("/var/tmp/jm/Simple1Benchmark.1.jackson.jsonl")))
        .isEqualTo("/var/tmp/jm/Simple1Benchmark.1.jackson.jsonl");
  }
}
