package jsonmark.values;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The scanner against an independent reference, Jackson with every leniency off: on the sample
 * lines of every benchmark and on thousands of seeded one-byte mutations of them, both accept or
 * both refuse, and where both accept the checksums agree.
 */
class LineScannerAgreementTest {

  /** Bytes that matter to JSON's grammar, and a few that never belong outside a string. */
  private static final byte[] MUTATIONS = "{}[]\",:\\ \t0123456789-+.eEtfnulr/u\u00e9x"
      .getBytes(StandardCharsets.UTF_8);

  private static final JsonFactory REFERENCE = reference();

  @Test
  void theScannerAndJacksonAgreeOnValidLinesAndOnMutatedOnes() throws Exception {
    List<byte[]> samples = samples();
    Random random = new Random(20_260_101);
    int compared = 0;
    int refused = 0;
    for (byte[] sample : samples) {
      compare(sample);
      for (int k = 0; k < 400; k++) {
        byte[] mutated = mutate(sample, random);
        if (compare(mutated).isEmpty()) {
          refused++;
        }
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(10_000);
    assertThat(refused).as("mutations that both refuse").isGreaterThan(compared / 3);
  }

  /** Asserts agreement on {@code line}; the reference's sum, or empty when both refuse it. */
  private static Optional<Long> compare(byte[] line) {
    Optional<Long> expected = referenceSum(line);
    LineScanner scanner = new LineScanner();
    scanner.feed(line, 0, line.length);
    Optional<LineScanner.Fault> fault = scanner.end();
    String shown = new String(line, StandardCharsets.UTF_8);
    assertThat(fault.isEmpty()).as("accepted by the scanner: %s (%s)", shown, fault)
        .isEqualTo(expected.isPresent());
    if (expected.isPresent()) {
      assertThat(scanner.sum()).as("sum of %s", shown).isEqualTo(expected.get());
    }
    return expected;
  }

  private static byte[] mutate(byte[] line, Random random) {
    int at = random.nextInt(line.length + 1);
    byte b = MUTATIONS[random.nextInt(MUTATIONS.length)];
    return switch (random.nextInt(3)) {
      case 0 -> concat(Arrays.copyOf(line, at), new byte[] {b},
          Arrays.copyOfRange(line, at, line.length));
      case 1 -> at == line.length ? line : concat(Arrays.copyOf(line, at),
          Arrays.copyOfRange(line, at + 1, line.length));
      default -> {
        byte[] copy = line.clone();
        copy[Math.min(at, line.length - 1)] = b;
        yield copy;
      }
    };
  }

  private static byte[] concat(byte[]... parts) {
    int length = Arrays.stream(parts).mapToInt(p -> p.length).sum();
    byte[] all = new byte[length];
    int at = 0;
    for (byte[] part : parts) {
      System.arraycopy(part, 0, all, at, part.length);
      at += part.length;
    }
    return all;
  }

  /** The first lines of each benchmark's sample file (shorter ones, to mutate many times). */
  private static List<byte[]> samples() throws IOException {
    List<byte[]> samples = new ArrayList<>();
    try (Stream<Path> files = Files.list(Path.of("deserializers/testdata"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".jsonl")).sorted().toList()) {
        Files.readAllLines(file).stream().filter(l -> l.length() < 2_000).limit(6)
            .forEach(l -> samples.add(l.getBytes(StandardCharsets.UTF_8)));
      }
    }
    assertThat(samples).hasSizeGreaterThan(20);
    return samples;
  }

  /**
   * The generic checksum by Jackson's token stream after a strict UTF-8 decode, or empty when
   * either refuses the line: what the driver did before it had a scanner of its own.
   */
  private static Optional<Long> referenceSum(byte[] line) {
    try {
      StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(line));
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
    if (line.length >= 3 && (line[0] & 0xFF) == 0xEF) {
      return Optional.empty(); // Jackson skips a byte-order mark; JSON Lines has none
    }
    long sum = 0;
    try (JsonParser parser = REFERENCE.createParser(line)) {
      for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) {
        sum += switch (t) {
          case START_OBJECT -> 1;
          case START_ARRAY -> 2;
          case FIELD_NAME -> 3 + 19L * codePoints(parser.currentName());
          case VALUE_STRING -> 5 + 19L * codePoints(parser.getText());
          case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> 7;
          case VALUE_TRUE -> 11;
          case VALUE_FALSE -> 13;
          case VALUE_NULL -> 17;
          default -> 0;
        };
        if (parser.getParsingContext().inRoot() && t != JsonToken.FIELD_NAME
            && parser.nextToken() != null) {
          return Optional.empty(); // a second value
        }
      }
      return sum == 0 ? Optional.empty() : Optional.of(sum);
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static int codePoints(String text) {
    return text.codePointCount(0, text.length());
  }

  private static JsonFactory reference() {
    var builder = new JsonFactory().rebuild();
    for (JsonReadFeature feature : JsonReadFeature.values()) {
      builder.disable(feature);
    }
    return builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
  }
}
