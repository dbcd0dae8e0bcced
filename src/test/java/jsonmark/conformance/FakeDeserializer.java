package jsonmark.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;

/**
 * An executor that spawns nothing: it reads the case file named in the shell command and answers
 * as the given function decides, so the run loop is tested with exact verdicts.
 */
final class FakeDeserializer implements Executor {

  final List<String> commands = new ArrayList<>();
  private final Function<Path, Execution> behaviour;

  FakeDeserializer(Function<Path, Execution> behaviour) {
    this.behaviour = behaviour;
  }

  /** A parser as strict as the reference: prints its checksum, or exits 1 with the reason. */
  static FakeDeserializer strict() {
    return new FakeDeserializer(file -> {
      try {
        return printed(Long.toString(StrictJson.checksum(Files.readAllBytes(file))));
      } catch (IOException e) {
        return exited(1, "invalid: " + e.getMessage().replace('\n', ' '));
      }
    });
  }

  /** A "parser" that reads nothing and always prints the same number. */
  static FakeDeserializer constant(String stdout) {
    return new FakeDeserializer(file -> printed(stdout));
  }

  static Execution printed(String stdout) {
    return new Execution(0, 0.25, Optional.of(stdout), List.of(stdout), List.of(), false,
        Optional.empty(), false);
  }

  static Execution exited(int status, String stderr) {
    return new Execution(status, 0.5, Optional.empty(), List.of(), List.of(stderr), false,
        Optional.empty(), false);
  }

  static Execution timedOut() {
    return new Execution(143, 30, Optional.empty(), List.of(), List.of(), true,
        Optional.empty(), false);
  }

  /** The case name of a file the suite wrote. */
  static String caseOf(Path file) {
    return file.getFileName().toString().replaceFirst("\\.jsonl$", "");
  }

  @Override
  public Execution execute(String shellCommand, Options options) {
    commands.add(shellCommand);
    // Templates are "NAME $FILENAME": the rest is the path, which ShellQuote leaves bare when it
    // is safe to (as a test's temporary folder is) and single-quotes otherwise.
    String path = shellCommand.substring(shellCommand.indexOf(' ') + 1);
    Path file = Path.of(path.startsWith("'") ? path.substring(1, path.length() - 1) : path);
    Execution e = behaviour.apply(file);
    try {
      for (String line : e.stderrTail()) {
        options.stderrSink().write((line + "\n").getBytes(StandardCharsets.UTF_8));
      }
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
    return e;
  }
}
