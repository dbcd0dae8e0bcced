package jsonmark.exec;

import java.nio.file.Path;

/**
 * A deserializer command as the user wrote it, with the {@code $FILENAME} placeholder that is
 * replaced by the data file's path, quoted for {@code /bin/sh}.
 */
public record CommandTemplate(String text) {

  public static final String PLACEHOLDER = "$FILENAME";

  public boolean hasPlaceholder() {
    return text.contains(PLACEHOLDER);
  }

  /** The shell command with every placeholder replaced by the quoted path. */
  public String render(Path dataFile) {
    return text.replace(PLACEHOLDER, ShellQuote.quote(dataFile.toString()));
  }
}
