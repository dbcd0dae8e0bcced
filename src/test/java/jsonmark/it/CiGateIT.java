package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench/ci-gate.sh, the script docs/ci.md's workflow calls, on a real git repository of three
 * tiny commits: an awk program summing the checksum, a commit that changes nothing it runs, and
 * one that adds about 10 % more instructions. Counted under Valgrind on 300 records.
 */
class CiGateIT {

  static final Path SCRIPT = Jsonmark.ROOT.resolve("bench/ci-gate.sh");

  /** Sums integer_1 + integer_2 of each line; {@code EXTRA} loop iterations first. */
  static final String PROGRAM = """
      #!/bin/sh
      exec awk 'BEGIN { for (i = 0; i < EXTRA; i++) x += i }
        { if (match($0, /"integer_1":-?[0-9]+/)) s += substr($0, RSTART + 12, RLENGTH - 12)
          if (match($0, /"integer_2":-?[0-9]+/)) s += substr($0, RSTART + 12, RLENGTH - 12) }
        END { printf "%d\\n", s }' "$1"
      """;

  @TempDir Path repo;

  @Test
  void passesAChangeThatRunsNothingNewAndFailsOneWithTenPercentMoreInstructions()
      throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    assumeTrue(Jsonmark.onPath("awk"), "awk is not installed");
    git("init", "-q", ".");
    commit(PROGRAM.replace("EXTRA", "0"), "base");
    Files.writeString(repo.resolve("README"), "a change that runs nothing\n");
    git("add", "README");
    git("commit", "-q", "-m", "docs");
    Outcome same = gate("HEAD~1");
    assertThat(same.status()).as(same.output()).isZero();
    assertThat(same.output()).contains("== counting the base").contains("== counting the head")
        .doesNotContain("ERROR");

    commit(PROGRAM.replace("EXTRA", "500"), "slower");
    Outcome slower = gate("HEAD~2");
    assertThat(slower.status()).as(slower.output()).isEqualTo(1);
    assertThat(slower.output()).containsPattern(
        "significantly more instructions, by more than 1\\.0%: Simple1Benchmark sum"
            + " \\+[0-9.]+% instructions");
    assertThat(git("worktree", "list").lines().count()).as("the base's worktree is removed")
        .isEqualTo(1);
  }

  /** What the gate printed and its exit status. */
  record Outcome(int status, String output) {}

  private Outcome gate(String base) throws Exception {
    List<String> command = new ArrayList<>(List.of(SCRIPT.toString(), "-f", "1", base, "--",
        "--benchmark", "Simple1Benchmark", "--records", "300", "--startup-runs", "0",
        "--name", "sum", "./sum.sh $FILENAME"));
    ProcessBuilder builder = new ProcessBuilder(command).directory(repo.toFile())
        .redirectErrorStream(true);
    builder.environment().put("JSONMARK", Jsonmark.ROOT.resolve("jsonmark").toString());
    builder.environment().remove("LOG_LEVEL");
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("ci-gate.sh did not finish in 5 minutes");
    }
    return new Outcome(process.exitValue(), output);
  }

  private void commit(String program, String message) throws Exception {
    Path sum = repo.resolve("sum.sh");
    Files.writeString(sum, program);
    sum.toFile().setExecutable(true);
    git("add", "sum.sh");
    git("commit", "-q", "-m", message);
  }

  private String git(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=test",
        "-c", "user.email=test@example.com"));
    command.addAll(List.of(args));
    Process git = new ProcessBuilder(command).directory(repo.toFile())
        .redirectErrorStream(true).start();
    String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(git.waitFor(1, TimeUnit.MINUTES)).isTrue();
    assertThat(git.exitValue()).as(output).isZero();
    return output;
  }
}
