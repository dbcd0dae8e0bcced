package jsonmark.cache;

import java.util.Objects;

/**
 * What a written data file holds, found while writing it.
 *
 * @param bytes the file's size
 * @param sha256 the file's SHA-256, hex
 * @param checksum the expected deserializer checksum (for Simple1Benchmark: the sum of
 *     integer_1 + integer_2)
 */
public record Contents(long bytes, String sha256, long checksum) {

  public Contents {
    Objects.requireNonNull(sha256, "sha256");
  }
}
