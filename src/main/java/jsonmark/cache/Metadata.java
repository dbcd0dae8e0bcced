package jsonmark.cache;

import java.util.Objects;

/**
 * A data file's metadata: the key it was written for and what it holds.
 *
 * @param key what the file was written for
 * @param holds what was written
 */
public record Metadata(CacheKey key, Contents holds) {

  public Metadata {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(holds, "holds");
  }

  public long records() {
    return key.records();
  }

  public long bytes() {
    return holds.bytes();
  }

  public String sha256() {
    return holds.sha256();
  }

  public long checksum() {
    return holds.checksum();
  }
}
