package jsonmark.deser;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.Properties;

/**
 * A JSON library of a variant, and its version read at run time from the Maven metadata that its
 * jar carries (kept in the shaded jar), for the protocol's {@code library: <name> <version>} line.
 *
 * @param artifact the Maven artifact id, also the name printed
 * @param group the Maven group id
 */
record Library(String artifact, String group) {

  /** The version of the jar on the class path, if its metadata is there. */
  Optional<String> version() {
    String resource = "/META-INF/maven/" + group + "/" + artifact + "/pom.properties";
    try (InputStream in = Library.class.getResourceAsStream(resource)) {
      if (in == null) {
        return Optional.empty();
      }
      Properties properties = new Properties();
      properties.load(in);
      return Optional.ofNullable(properties.getProperty("version"));
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** The protocol's line, e.g. {@code library: gson 2.15.0}; the version is 'unknown' if unread. */
  String line() {
    return "library: " + artifact + " " + version().orElse("unknown");
  }
}
