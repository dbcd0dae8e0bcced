package jsonmark.serializers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.benchmark.Simple1Record;
import jsonmark.serialize.Lines;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;
import org.junit.jupiter.api.Test;

/** The check before timing passes the real serializers and rejects wrong ones. */
class EquivalenceTest {

  private static final List<Simple1Record> RECORDS =
      new RecordBlocks<>(new Simple1Benchmark(), 300).all();

  @Test
  void everyRegisteredSerializerPasses() {
    for (Serializer serializer : Serializers.all()) {
      Equivalence.Verdict verdict = Equivalence.check(RECORDS, Simple1Record.class, serializer);
      assertThat(verdict.problem()).as(serializer.name()).isEmpty();
      assertThat(verdict.bytes()).isPositive();
    }
  }

  @Test
  void rejectsASerializerThatRoundsDoubles() {
    Serializer rounding = fake("rounding", "%.6f");

    Equivalence.Verdict verdict = Equivalence.check(RECORDS, Simple1Record.class, rounding);

    assertThat(verdict.passed()).isFalse();
    assertThat(verdict.problem().get()).startsWith("record 1 /float_1: expected");
  }

  @Test
  void rejectsASerializerThatWritesKeysInAnotherOrder() {
    Serializer reordered =
        lines(
            "reordered",
            r ->
                jackson(r)
                    .replace(
                        "{\"integer_1\":" + r.integer1() + ",\"integer_2\":" + r.integer2(),
                        "{\"integer_2\":" + r.integer2() + ",\"integer_1\":" + r.integer1()));

    Equivalence.Verdict verdict = Equivalence.check(RECORDS, Simple1Record.class, reordered);

    assertThat(verdict.problem().get()).startsWith("record 1 /: keys [integer_2, integer_1");
  }

  @Test
  void rejectsMissingLinesAndLinesWithTwoDocuments() {
    Serializer dropsLast = lines("drops", r -> r == RECORDS.get(299) ? "" : jackson(r) + "\n");
    Serializer doubled = lines("doubled", r -> jackson(r) + " {}\n");

    assertThat(Equivalence.check(RECORDS, Simple1Record.class, dropsLast).problem())
        .contains("299 lines for 300 records");
    assertThat(Equivalence.check(RECORDS, Simple1Record.class, doubled).problem().get())
        .startsWith("record 1 is not one JSON document");
  }

  @Test
  void rejectsASerializerThatThrows() {
    Serializer failing =
        new Named("failing") {
          @Override
          public <R> void writeLines(List<R> records, Class<R> type, OutputStream out)
              throws IOException {
            throw new IOException("disk on fire");
          }
        };

    assertThat(Equivalence.check(RECORDS, Simple1Record.class, failing).problem().get())
        .isEqualTo("failed to write: java.io.IOException: disk on fire");
  }

  /** Jackson's line for a record, without the newline. */
  private static String jackson(Simple1Record record) {
    String text =
        new String(
            Lines.write(Serializers.defaultSerializer(), List.of(record)),
            StandardCharsets.UTF_8);
    return text.substring(0, text.length() - 1);
  }

  /** A serializer that prints the doubles of Jackson's line with {@code format}. */
  private static Serializer fake(String name, String format) {
    return lines(
        name,
        r ->
            jackson(r)
                .replace(
                    Double.toString(r.float1()), String.format(Locale.ROOT, format, r.float1())));
  }

  private static Serializer lines(String name, Function<Simple1Record, String> line) {
    return new Named(name) {
      @Override
      public <R> void writeLines(List<R> records, Class<R> type, OutputStream out)
          throws IOException {
        for (R record : records) {
          String text = line.apply((Simple1Record) record);
          String ended = text.isEmpty() || text.endsWith("\n") ? text : text + "\n";
          out.write(ended.getBytes(StandardCharsets.UTF_8));
        }
      }
    };
  }

  /** A test serializer with a name. */
  private abstract static class Named implements Serializer {
    private final String name;

    Named(String name) {
      this.name = name;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public String description() {
      return "test serializer " + name;
    }
  }
}
