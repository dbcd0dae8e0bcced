package jsonmark.serialize;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Finds a library's version at run time, so descriptions never carry a stale hard-coded one. */
final class LibraryVersion {

  private LibraryVersion() {}

  /**
   * The jar manifest's {@code Implementation-Version} of {@code anchor}'s package, else the
   * version in the jar's Maven {@code pom.properties} (kept by the shaded jar), else "unknown".
   */
  static String of(Class<?> anchor, String groupId, String artifactId) {
    String version = anchor.getPackage().getImplementationVersion();
    if (version != null) {
      return version;
    }
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
