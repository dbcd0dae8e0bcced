package jsonmark.serialize;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Finds a library's version at run time, so descriptions never carry a stale hard-coded one. */
final class LibraryVersion {

  private LibraryVersion() {}

  /**
   * The version in the library jar's Maven {@code pom.properties}, which the shaded jar keeps under
   * the library's own coordinates, or "unknown". (The manifest's Implementation-Version would not
   * do: in the shaded jar every package reports jsonmark's own.)
   */
  static String of(Class<?> anchor, String groupId, String artifactId) {
    String resource = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
    try (InputStream in = anchor.getResourceAsStream(resource)) {
      if (in == null) {
        return "unknown";
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version", "unknown");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
