package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import jsonmark.report.ManyCommands;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** PNG encoding needs no temporary folder: a full {@code /tmp} must not cost the charts. */
class ChartStyleTest {

  @TempDir Path tmp;

  /** Draws the charts of three profiled commands into the folder given, in a JVM of its own. */
  static final class DrawCharts {
    public static void main(String[] args) throws Exception {
      var results = ManyCommands.results(3);
      Files.write(Path.of(args[0], "time.png"), Charts.time(results.report()).orElseThrow());
      Files.write(Path.of(args[0], "memory.png"), Charts.memory(results).orElseThrow());
    }
  }

  @Test
  void chartsAreDrawnWhenTheTemporaryFolderCannotBeUsed() throws Exception {
    String java = ProcessHandle.current().info().command().orElse("java");
    Process jvm = new ProcessBuilder(java, "-Djava.awt.headless=true",
        "-Djava.io.tmpdir=" + tmp.resolve("no such folder"),
        "-cp", System.getProperty("java.class.path"), DrawCharts.class.getName(), tmp.toString())
        .redirectErrorStream(true).start();
    String output = new String(jvm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(jvm.waitFor(2, TimeUnit.MINUTES)).isTrue();

    assertThat(jvm.exitValue()).as(output).isZero();
    for (String chart : new String[] {"time.png", "memory.png"}) {
      assertThat(ImageIO.read(new ByteArrayInputStream(Files.readAllBytes(tmp.resolve(chart)))))
          .as(chart).isNotNull();
    }
  }
}
