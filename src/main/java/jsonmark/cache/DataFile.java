package jsonmark.cache;

import java.nio.file.Path;

/**
 * A complete, verified data file ready for the deserializers.
 *
 * @param path where it is
 * @param metadata what it holds
 * @param generatedSeconds how long writing it took, or -1 when it came from the cache
 */
public record DataFile(Path path, Metadata metadata, double generatedSeconds) {

  public boolean generated() {
    return generatedSeconds >= 0;
  }
}
