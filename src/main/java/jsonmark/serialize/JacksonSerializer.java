package jsonmark.serialize;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.benchmark.Simple1Draw;
import jsonmark.benchmark.Simple1Record;
import jsonmark.benchmark.Words;

/**
 * jackson-databind. Its fast double writer (Schubfach) is on so that doubles print the same on
 * every JDK, which keeps the file byte-identical across machines. Characters outside the BMP are
 * written as 4-byte UTF-8, as the other libraries and real feeds do, not as escaped surrogates.
 * Simple1 records take {@link JacksonSimple1Lines}, which writes the same bytes several times
 * faster, so that generating the default file is not held back by databind.
 */
final class JacksonSerializer implements Serializer {

  /** A Simple1 line's usual length and a little more, so the fast path's buffer rarely grows. */
  private static final int SIMPLE1_LINE = 352;

  private final JsonMapper mapper =
      JsonMapper.builder()
          .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
          .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
          .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
          .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
          .build();

  /** Each thread's Simple1 buffer, reused from block to block. */
  private final ThreadLocal<JacksonSimple1Lines> simple1Lines =
      ThreadLocal.withInitial(() -> new JacksonSimple1Lines(0));

  /** One writer per record type; the generator puts the separator between root values. */
  private final ClassValue<ObjectWriter> writers =
      new ClassValue<>() {
        @Override
        protected ObjectWriter computeValue(Class<?> type) {
          return mapper.writerFor(type).withRootValueSeparator("\n");
        }
      };

  @Override
  public String name() {
    return "jackson";
  }

  @Override
  public String description() {
    return "jackson-databind " + com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION;
  }

  @Override
  public <R> void writeLines(List<R> records, Class<R> type, OutputStream out) throws IOException {
    if (type == Simple1Record.class) {
      @SuppressWarnings("unchecked")
      List<Simple1Record> simple = (List<Simple1Record>) records;
      JacksonSimple1Lines lines = simple1Lines.get();
      lines.reset(records.size() * SIMPLE1_LINE);
      if (lines.write(simple)) {
        out.write(lines.buffer(), 0, lines.size());
        return;
      }
    }
    writeLinesWithLibrary(records, type, out);
  }

  /** Simple1 blocks written from their random streams, when every word is plain ASCII. */
  @Override
  public Optional<DirectBlocks> directBlocks(Benchmark<?> benchmark) {
    if (!(benchmark instanceof Simple1Benchmark) || !Words.plainAscii()) {
      return Optional.empty();
    }
    return Optional.of((blocks, index, out) -> {
      JacksonSimple1Lines lines = new JacksonSimple1Lines(0);
      lines.continueIn(out.array(), out.size());
      Simple1Draw draw = new Simple1Draw();
      SplittableRandom random = blocks.random(index);
      long checksum = 0;
      for (int i = blocks.size(index); i > 0; i--) {
        Simple1Benchmark.draw(random, draw);
        lines.write(draw);
        checksum += draw.checksum();
      }
      out.adopt(lines.buffer(), lines.size());
      return checksum;
    });
  }

  /** Through databind: the reference for the Simple1 fast path, and what it falls back on. */
  @Override
  public <R> void writeLinesWithLibrary(List<R> records, Class<R> type, OutputStream out)
      throws IOException {
    // A SequenceWriter keeps one serializer provider for all records instead of one per record.
    try (JsonGenerator generator = mapper.createGenerator(out);
        SequenceWriter sequence = writers.get(type).writeValues(generator)) {
      for (R record : records) {
        sequence.write(record);
      }
      sequence.flush();
      if (!records.isEmpty()) {
        generator.writeRaw('\n');
      }
    }
  }
}
