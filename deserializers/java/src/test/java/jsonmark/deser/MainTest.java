package jsonmark.deser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: exit statuses, the printed sum and one-line errors. */
class MainTest {

  @TempDir Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private Map<String, String> env = Map.of();

  private int run(String... args) {
    return Main.run(
        args,
        env,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  private Path file(String text) throws IOException {
    return Files.writeString(dir.resolve("data with space.jsonl"), text);
  }

  @Test
  void printsTheSumAsTheLastLine() throws IOException {
    Path data = file(Lines.FIRST + "\n" + Lines.SECOND + "\n");
    for (Variant variant : Variant.values()) {
      out.reset();
      assertEquals(0, run(variant.cliName(), data.toString()), err());
      assertEquals(variant.library().line() + "\n" + Lines.FIRST_PLUS_SECOND + "\n", out());
    }
  }

  @Test
  void failsWithTheLineNumberOfInvalidJson() throws IOException {
    Path data = file(Lines.FIRST + "\n" + Lines.FIRST + "\n{oops}\n");
    assertEquals(1, run("gson", data.toString()));
    assertTrue(err().contains("invalid JSON on line 3"), err());
    assertEquals(1, err().strip().lines().count(), err());
    assertEquals("", out());
  }

  @Test
  void failsOnAMissingOrNullIntegerInEveryVariant() throws IOException {
    String missing = Lines.FIRST.replace("\"integer_1\":-12,", "");
    String nulled = Lines.FIRST.replace("\"integer_2\":981", "\"integer_2\":null");
    for (Variant variant : Variant.values()) {
      for (String line : new String[] {missing, nulled}) {
        out.reset();
        err.reset();
        Path data = file(Lines.FIRST + "\n" + line + "\n");
        assertEquals(1, run(variant.cliName(), data.toString()), variant.cliName() + ": " + line);
        String key = line == missing ? "integer_1" : "integer_2";
        assertTrue(err().contains("line 2: " + key + " is missing or null"), err());
        assertEquals(1, err().strip().lines().count(), err());
        assertEquals("", out());
      }
    }
  }

  @Test
  void gsonFailsOnAnUnquotedString() throws IOException {
    Path data = file(Lines.FIRST.replace("\"The quick brown fox jumps.\"", "Week") + "\n");
    assertEquals(1, run("gson", data.toString()));
    assertTrue(err().contains("invalid JSON on line 1"), err());
    assertEquals(1, err().strip().lines().count(), err());
  }

  @Test
  void failsOnAMissingFile() {
    assertEquals(1, run("jackson", dir.resolve("absent.jsonl").toString()));
    assertTrue(err().contains("no such file"), err());
  }

  @Test
  void rejectsAnUnknownVariantAsAUsageError() throws IOException {
    assertEquals(2, run("yaml", file("").toString()));
    assertTrue(err().contains("unknown variant 'yaml'"), err());
    assertTrue(err().contains("jackson, fastjson2, gson, dsl-json"), err());
  }

  @Test
  void rejectsAnUnknownBenchmarkAsAUsageErrorNamingTheKnownOnes() throws IOException {
    env = Map.of(Benchmark.ENV, "Yaml1Benchmark");
    assertEquals(2, run("jackson", file(Lines.FIRST + "\n").toString()));
    assertEquals(
        "jsonmark-deserializers: unknown benchmark 'Yaml1Benchmark' in JSONMARK_BENCHMARK; expected"
            + " one of: Simple1Benchmark, Twitter1Benchmark, Canada1Benchmark, Citm1Benchmark, Data"
            + System.lineSeparator(),
        err());
    assertEquals("", out());
  }

  @Test
  void readsSimple1WhenTheBenchmarkIsNamed() throws IOException {
    env = Map.of(Benchmark.ENV, "Simple1Benchmark");
    assertEquals(0, run("gson", file(Lines.FIRST + "\n").toString()), err());
    assertEquals("library: gson 2.15.0\n969\n", out());
  }

  @Test
  void rejectsAWrongArgumentCountAsAUsageError() {
    assertEquals(2, run("jackson"));
    assertTrue(err().startsWith("usage: "), err());
  }
}
