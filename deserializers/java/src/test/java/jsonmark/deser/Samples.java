package jsonmark.deser;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** The shared sample files of deserializers/testdata, written apart from the driver's generator. */
final class Samples {

  private Samples() {}

  /** Maven runs the tests in deserializers/java. */
  static final Path DIR = Path.of("..", "testdata");

  static Path file(Benchmark benchmark) {
    return DIR.resolve(benchmark.benchmarkName() + ".jsonl");
  }

  /** The checksum that checksums.txt gives for the benchmark's sample file. */
  static long checksum(Benchmark benchmark) {
    try (Stream<String> lines = Files.lines(DIR.resolve("checksums.txt"))) {
      return lines
          .map(line -> line.split(" "))
          .filter(fields -> fields[0].equals(benchmark.benchmarkName()))
          .map(fields -> Long.parseLong(fields[1]))
          .findFirst()
          .orElseThrow(() -> new AssertionError("no checksum for " + benchmark));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The first line of the benchmark's sample file. */
  static String firstLine(Benchmark benchmark) {
    try (Stream<String> lines = Files.lines(file(benchmark))) {
      return lines.findFirst().orElseThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code line} with the first {@code from} replaced by {@code to}; fails if it is absent. */
  static String edit(String line, String from, String to) {
    int at = line.indexOf(from);
    if (at < 0) {
      throw new AssertionError("'" + from + "' is not in the line");
    }
    String edited = line.substring(0, at) + to + line.substring(at + from.length());
    assertNotEquals(line, edited);
    return edited;
  }

  /** Parses one line with a new parser of {@code variant} for {@code benchmark}. */
  static Checksummed parse(Variant variant, Benchmark benchmark, String line) throws IOException {
    byte[] bytes = Lines.utf8(line);
    return variant.newParser(benchmark).parse(bytes, 0, bytes.length);
  }

  /** Whether a new parser of {@code variant} for {@code benchmark} takes {@code line}. */
  static boolean accepts(Variant variant, Benchmark benchmark, String line) {
    try {
      parse(variant, benchmark, line);
      return true;
    } catch (Exception e) {
      return false;
    }
  }

  /** Sums {@code text}, line by line, as the program does. */
  static long sum(Variant variant, Benchmark benchmark, String text) throws Exception {
    return Checksum.of(
        new ByteArrayInputStream(Lines.utf8(text)), 4096, variant.newParser(benchmark));
  }

  /** Every variant with every benchmark. */
  static Stream<Arguments> everyVariantAndBenchmark() {
    return Stream.of(Variant.values())
        .flatMap(v -> Stream.of(Benchmark.values()).map(b -> Arguments.of(v, b)));
  }
}
