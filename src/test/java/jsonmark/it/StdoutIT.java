package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that prints a table, a list or a text fails when standard output cannot take it
 * (a full disk, {@code > /dev/full}, or a closed descriptor, {@code >&-}): exit 1 and one line on
 * stderr, from the real jar and through the {@code ./jsonmark} launcher.
 */
class StdoutIT {

  private static final String FULL = "jsonmark: could not write to standard output (No space"
      + " left on device)";
  private static final String CLOSED = "jsonmark: could not write to standard output (Bad file"
      + " descriptor)";

  @TempDir static Path tmp;
  private static Path folder;

  @BeforeAll
  static void writeAResultsFolderToCompare() throws Exception {
    folder = Files.createDirectories(tmp.resolve("folder"));
    Files.writeString(folder.resolve("summary.json"),
        new jsonmark.report.format.SummaryJson().render(jsonmark.report.Fixtures.report()));
  }

  /** Each command, as its arguments: each prints on standard output and would exit 0. */
  private static List<List<String>> commands() {
    return List.of(
        List.of("--version"),
        List.of("--help"),
        List.of("--list"),
        List.of("cache", "--cache-dir", tmp.resolve("cache").toString()),
        List.of("compare", folder.toString(), folder.toString()),
        List.of("compare", "--export-json", "-", folder.toString(), folder.toString()),
        List.of("conformance", "--results-dir", tmp.resolve("conformance").toString(),
            "cat $FILENAME > /dev/null; echo 42"));
  }

  private record Ended(int status, String err) {}

  /** Runs {@code program} and {@code args} through {@code sh}, with {@code redirect} after. */
  private static Ended run(List<String> program, List<String> args, String redirect)
      throws Exception {
    List<String> command = new ArrayList<>(List.of("sh", "-c",
        "exec \"$@\" " + redirect, "sh"));
    command.addAll(program);
    command.addAll(args);
    Path err = Files.createTempFile(tmp, "err", ".txt");
    ProcessBuilder builder = new ProcessBuilder(command).directory(Jsonmark.ROOT.toFile())
        .redirectError(err.toFile()).redirectInput(new File("/dev/null"));
    builder.environment().remove("LOG_LEVEL");
    Process process = builder.start();
    assertThat(process.waitFor(5, TimeUnit.MINUTES)).as(command.toString()).isTrue();
    return new Ended(process.exitValue(), Files.readString(err));
  }

  private static void failsSayingWhy(List<String> program, String redirect, String line)
      throws Exception {
    for (List<String> args : commands()) {
      Ended ended = run(program, args, redirect);
      assertThat(ended.status()).as(args + " " + redirect + ": " + ended.err()).isEqualTo(1);
      assertThat(ended.err().lines().filter(l -> l.startsWith("jsonmark: ")).toList())
          .as(args + " " + redirect).containsExactly(line);
      assertThat(ended.err()).as(args + " " + redirect).doesNotContain("\tat ")
          .doesNotContain("Exception");
    }
  }

  @Test
  void aFullStandardOutputIsExitOneWithOneLineForEveryCommand() throws Exception {
    failsSayingWhy(List.of("java", "-jar", Jsonmark.JAR.toString()), "> /dev/full", FULL);
  }

  @Test
  void aClosedStandardOutputIsExitOneWithOneLineForEveryCommand() throws Exception {
    failsSayingWhy(List.of("java", "-jar", Jsonmark.JAR.toString()), ">&-", CLOSED);
  }

  @Test
  void theLauncherFailsTheSameWayOnAFullOrClosedStandardOutput() throws Exception {
    failsSayingWhy(List.of(Jsonmark.ROOT.resolve("jsonmark").toString()), "> /dev/full", FULL);
    failsSayingWhy(List.of(Jsonmark.ROOT.resolve("jsonmark").toString()), ">&-", CLOSED);
  }

  @Test
  void aWritableStandardOutputLeavesEveryCommandAtZero() throws Exception {
    for (List<String> args : commands()) {
      Ended ended = run(List.of("java", "-jar", Jsonmark.JAR.toString()), args, "> /dev/null");
      assertThat(ended.status()).as(args + ": " + ended.err()).isZero();
      assertThat(ended.err()).as(args.toString()).doesNotContain("could not write");
    }
  }
}
