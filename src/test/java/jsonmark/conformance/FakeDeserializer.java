package jsonmark.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import jsonmark.exec.Execution;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.Executor;
import jsonmark.exec.ShellCommand;
import jsonmark.validate.Validation;

/**
 * An executor that spawns nothing: it reads the case file named in the shell command and answers
 * as the given function decides, so the run loop is tested with exact verdicts.
 */
final class FakeDeserializer implements Executor {

  // Synchronized: with --jobs, cases run on several threads at once.
  final List<String> commands = Collections.synchronizedList(new ArrayList<>());
  final List<Path> files = Collections.synchronizedList(new ArrayList<>());
  private final BiFunction<Path, Boolean, Execution> behaviour;

  FakeDeserializer(Function<Path, Execution> behaviour) {
    this((file, validating) -> behaviour.apply(file));
  }

  /** A fake told the file and whether it runs in validation mode ({@code JSONMARK_VALIDATE=1}). */
  FakeDeserializer(BiFunction<Path, Boolean, Execution> behaviour) {
    this.behaviour = behaviour;
  }

  /** The strict fake until its {@code n}-th case, where the driver shuts down. */
  static Executor interruptedAt(int n) {
    FakeDeserializer strict = strict();
    java.util.concurrent.atomic.AtomicInteger started =
        new java.util.concurrent.atomic.AtomicInteger();
    return (shell, options) -> {
      if (started.incrementAndGet() >= n) {
        throw new InterruptedException("the driver is shutting down");
      }
      return strict.execute(shell, options);
    };
  }

  /**
   * A parser as strict as the reference: prints its checksum, or exits 1 with the reason; in
   * validation mode, every record written back by Jackson first.
   */
  static FakeDeserializer strict() {
    return new FakeDeserializer(FakeDeserializer::strictly);
  }

  /** What {@link #strict()} answers on {@code file}. */
  static Execution strictly(Path file, boolean validating) {
    try {
      byte[] content = Files.readAllBytes(file);
      String sum = Long.toString(StrictJson.checksum(content));
      if (!validating) {
        return printed(sum);
      }
      List<String> lines = new ArrayList<>();
      for (var record : StrictJson.read(content)) {
        lines.add(record.toString());
      }
      lines.add(sum);
      return printed(lines);
    } catch (IOException e) {
      return exited(1, "invalid: " + e.getMessage().replace('\n', ' '));
    }
  }

  /** A "parser" that reads nothing and always prints the same number. */
  static FakeDeserializer constant(String stdout) {
    return new FakeDeserializer(file -> printed(stdout));
  }

  static Execution printed(String stdout) {
    return printed(List.of(stdout));
  }

  /** Exit 0 after printing these lines, the last one the checksum. */
  static Execution printed(List<String> stdout) {
    return new Execution(0, 0.25, Optional.of(stdout.get(stdout.size() - 1)), stdout, List.of(),
        false, Optional.empty(), List.of(), List.of());
  }

  static Execution exited(int status, String stderr) {
    return new Execution(status, 0.5, Optional.empty(), List.of(), List.of(stderr), false,
        Optional.empty(), List.of(), List.of());
  }

  static Execution timedOut() {
    return new Execution(143, 30, Optional.empty(), List.of(), List.of(), true,
        Optional.empty(), List.of(), List.of());
  }

  /** The case name of a file the suite wrote. */
  static String caseOf(Path file) {
    return file.getFileName().toString().replaceFirst("\\.jsonl$", "");
  }

  @Override
  public Execution execute(ShellCommand shellCommand, Options options) {
    commands.add(shellCommand.script());
    // The path reaches a command as an exported variable, never as text in the script.
    Path file = Path.of(shellCommand.environment().get(CommandTemplate.FILENAME_VARIABLE));
    files.add(file);
    boolean validating = "1".equals(shellCommand.environment().get(Validation.ENV));
    Execution e = behaviour.apply(file, validating);
    try {
      if (options.stdoutSink() != null) {
        for (String line : e.stdoutTail()) {
          options.stdoutSink().write((line + "\n").getBytes(StandardCharsets.UTF_8));
        }
      }
      for (String line : e.stderrTail()) {
        options.stderrSink().write((line + "\n").getBytes(StandardCharsets.UTF_8));
      }
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
    return e;
  }
}
