package jsonmark.io;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The charts a format may show, as the writer knows them: those drawn in this pass, with their
 * bytes (a page embeds them from memory), and every chart file in the folder (a summary links
 * them), so that no format asks the disk.
 *
 * @param now the charts drawn in this pass, by file name, in the order drawn
 * @param inFolder the file names of every chart the folder holds, those of earlier passes too
 */
public record Drawn(Map<String, byte[]> now, Set<String> inFolder) {

  public Drawn {
    now = Collections.unmodifiableMap(new LinkedHashMap<>(now)); // in the order drawn
    inFolder = Set.copyOf(inFolder);
  }

  /** No chart at all. */
  public static Drawn none() {
    return new Drawn(Map.of(), Set.of());
  }

  /** The PNG bytes of {@code file} when it was drawn in this pass. */
  public Optional<byte[]> png(String file) {
    return Optional.ofNullable(now.get(file));
  }

  /** Whether the folder holds the chart {@code file}. */
  public boolean inFolder(String file) {
    return inFolder.contains(file);
  }
}
