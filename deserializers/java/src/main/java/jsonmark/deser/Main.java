package jsonmark.deser;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Command line: {@code VARIANT FILENAME}, with the benchmark named by {@code JSONMARK_BENCHMARK};
 * prints the library's {@code library: <name> <version>} line, then the checksum of the file as
 * its last line; with {@code JSONMARK_VALIDATE=1}, every line written back instead of the library
 * line.
 */
public final class Main {

  private static final String PROGRAM = "jsonmark-deserializers";

  /** Set to 1 by the driver's --validate: write every parsed line back (docs/benchmarks.md). */
  static final String VALIDATE_ENV = "JSONMARK_VALIDATE";

  private Main() {}

  /** Runs the program and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, System.getenv(), System.out, System.err));
  }

  /**
   * Runs the program with this environment (tests pass their own); returns 0 on success, 1 on a
   * file or JSON error, 2 on a usage error.
   */
  static int run(String[] args, Map<String, String> env, PrintStream out, PrintStream err) {
    if (args.length != 2) {
      err.println("usage: " + PROGRAM + " VARIANT FILENAME   (VARIANT: " + Variant.names() + ")");
      return 2;
    }
    Optional<Variant> variant = Variant.byName(args[0]);
    if (variant.isEmpty()) {
      err.println(
          PROGRAM + ": unknown variant '" + args[0] + "'; expected one of: " + Variant.names());
      return 2;
    }
    String benchmarkName = env.getOrDefault(Benchmark.ENV, Benchmark.DEFAULT.benchmarkName());
    Optional<Benchmark> benchmark = Benchmark.byName(benchmarkName);
    if (benchmark.isEmpty()) {
      err.println(
          PROGRAM + ": unknown benchmark '" + benchmarkName + "' in " + Benchmark.ENV
              + "; expected one of: " + Benchmark.names());
      return 2;
    }
    String name = variant.get().cliName();
    boolean validating = "1".equals(env.get(VALIDATE_ENV));
    try {
      RecordParser parser = variant.get().newParser(benchmark.get());
      // Bytes in UTF-8 whatever the platform's default charset (Java 17 follows the locale).
      Writer stdout = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
      long sum;
      if (validating) {
        sum = Checksum.of(Path.of(args[1]), parser, stdout);
      } else {
        sum = Checksum.of(Path.of(args[1]), parser);
        stdout.write(variant.get().library().line() + "\n");
      }
      stdout.write(sum + "\n");
      stdout.flush();
      return 0;
    } catch (InvalidLineException e) {
      err.println(PROGRAM + " " + name + ": " + args[1] + ": " + e.getMessage());
      return 1;
    } catch (IOException e) {
      err.println(PROGRAM + " " + name + ": cannot read " + args[1] + ": " + describe(e));
      return 1;
    }
  }

  private static String describe(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
