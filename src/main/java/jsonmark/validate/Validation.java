package jsonmark.validate;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import jsonmark.cache.DataFile;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.ProtocolEnvironment;
import jsonmark.exec.ShellCommand;
import jsonmark.result.ValueCheck;

/**
 * Runs a command once, untimed, in validation mode ({@code JSONMARK_VALIDATE=1}) on a small data
 * file, keeping all it prints, and judges every value it wrote back ({@link Judgement}).
 */
public final class Validation {

  /** The environment variable that asks a program for validation mode. */
  public static final String ENV = ProtocolEnvironment.VALIDATE;

  /** A program printing more than this many times the input's bytes is stopped being read. */
  private static final long MAX_OUTPUT_FACTOR = 16;

  private final Executor executor;
  private final Optional<Duration> timeout;

  public Validation(Executor executor, Optional<Duration> timeout) {
    this.executor = executor;
    this.timeout = timeout;
  }

  /**
   * Validates {@code command} on {@code file}.
   *
   * @param benchmark the name exported as {@code JSONMARK_BENCHMARK} ({@code Data} for user data)
   * @param stderr where the program's stderr is copied, may be null
   */
  public ValueCheck run(LabelledCommand command, DataFile file, String benchmark, OutputStream stderr)
      throws InterruptedException {
    ShellCommand rendered = command.render(file.path(), benchmark);
    Map<String, String> environment = new HashMap<>(rendered.environment());
    environment.put(ENV, "1");
    ShellCommand shell = rendered.withEnvironment(environment);
    Path output = null;
    try {
      output = Files.createTempFile("jsonmark-validate-", ".out");
      Execution execution;
      try (OutputStream sink = new BufferedOutputStream(Files.newOutputStream(output))) {
        execution =
            executor.execute(shell, new Executor.Options(timeout, stderr, Optional.empty(), sink));
      }
      long limit = MAX_OUTPUT_FACTOR * Math.max(1 << 16, file.metadata().bytes());
      if (Files.size(output) > limit) {
        return failed("printed " + Files.size(output) + " bytes in validation mode for an input of "
            + file.metadata().bytes() + "; expected one line per input line");
      }
      return Judgement.of(execution, Files.readAllBytes(file.path()), Files.readAllBytes(output),
          file.metadata().checksum());
    } catch (IOException e) {
      return failed("cannot keep the validation output: " + e.getMessage());
    } finally {
      if (output != null) {
        try {
          Files.deleteIfExists(output);
        } catch (IOException e) {
          // A temporary file that could not be deleted is the system's to clean.
        }
      }
    }
  }

  /**
   * Runs {@code command} once in the normal mode on {@code file}: when it exits 3 with an {@code
   * unsupported: <reason>} last line, the program cannot read this benchmark (a typed-only
   * program given {@code Data}), and the check says so; otherwise empty.
   */
  public Optional<ValueCheck> unsupported(
      LabelledCommand command, DataFile file, String benchmark, OutputStream stderr)
      throws InterruptedException {
    Execution e =
        executor.execute(command.render(file.path(), benchmark),
            new Executor.Options(timeout, stderr, Optional.empty()));
    return Judgement.unsupported(e);
  }

  static ValueCheck failed(String why) {
    return new ValueCheck(ValueCheck.Outcome.FAILED, 0, 0, java.util.List.of(), Optional.of(why));
  }
}
