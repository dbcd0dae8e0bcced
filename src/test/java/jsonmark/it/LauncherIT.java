package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `make install` puts a link to ./jsonmark on PATH: it must work from any folder. */
class LauncherIT {

  @TempDir Path tmp;

  @Test
  void aLinkToTheLauncherRunsTheDriverFromAnotherFolderAndLeavesNothingThere() throws Exception {
    Path bin = Files.createDirectories(tmp.resolve("bin"));
    Path link = Files.createSymbolicLink(bin.resolve("jsonmark"), Jsonmark.ROOT.resolve("jsonmark"));
    Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
    Process process =
        new ProcessBuilder(link.toString(), "--version")
            .directory(elsewhere.toFile())
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    assertThat(output).contains("jsonmark").doesNotContain("no POM");
    try (var files = Files.list(elsewhere)) {
      assertThat(files).as("no target/ or other file in the current folder").isEmpty();
    }
  }
}
