package jsonmark.env;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The commit a run measured, for the history to say what changed between two runs: the one
 * {@code JSONMARK_COMMIT} names, else a CI's own variable, else the git HEAD of the current
 * folder (asked of git with a short time-out); empty outside a repository.
 */
public final class Commit {

  /** What CI services set to the commit being built, in the order asked. */
  private static final List<String> VARIABLES =
      List.of("JSONMARK_COMMIT", "GITHUB_SHA", "CI_COMMIT_SHA", "GIT_COMMIT", "BUILD_VCS_NUMBER");

  private static final Pattern HASH = Pattern.compile("[0-9a-f]{7,64}");

  private Commit() {}

  /** The commit of {@code folder}, by {@code env} first. */
  public static Optional<String> find(Map<String, String> env, Path folder) {
    for (String name : VARIABLES) {
      String value = env.get(name);
      if (value != null && !value.isBlank()) {
        return Optional.of(value.trim());
      }
    }
    return head(folder);
  }

  private static Optional<String> head(Path folder) {
    try {
      Process git = new ProcessBuilder("git", "rev-parse", "HEAD")
          .directory(folder.toAbsolutePath().toFile())
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      git.getOutputStream().close();
      String out = new String(git.getInputStream().readNBytes(200), StandardCharsets.UTF_8).trim();
      if (!git.waitFor(Environment.PROBE_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
        git.destroyForcibly();
        return Optional.empty();
      }
      return git.exitValue() == 0 && HASH.matcher(out).matches() ? Optional.of(out)
          : Optional.empty();
    } catch (IOException e) {
      return Optional.empty(); // no git on PATH: no commit to record
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }
}
