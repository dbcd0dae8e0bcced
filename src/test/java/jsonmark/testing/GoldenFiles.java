package jsonmark.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Compares rendered text with a golden file in one folder of the source tree, with the default
 * locale set to each of several locales in turn. Run with {@code -Djsonmark.golden.update=true}
 * to rewrite the golden files after an intended change.
 */
public final class GoldenFiles {

  /** The locales every golden file is rendered in: a decimal point, a comma, Arabic digits. */
  public static final Locale[] LOCALES = {Locale.US, Locale.GERMANY, new Locale("ar", "EG")};

  private final Path directory;

  private GoldenFiles(Path directory) {
    this.directory = directory;
  }

  /** The golden files under {@code directory}, relative to the project root. */
  public static GoldenFiles under(String directory) {
    return new GoldenFiles(Path.of(directory));
  }

  /** Asserts that {@code render} gives the text of {@code golden} in every locale. */
  public void assertMatches(String golden, Supplier<String> render) throws IOException {
    Locale original = Locale.getDefault();
    try {
      for (Locale locale : LOCALES) {
        Locale.setDefault(locale);
        String actual = render.get();
        Path file = directory.resolve(golden);
        if (Boolean.getBoolean("jsonmark.golden.update") && locale.equals(LOCALES[0])) {
          Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        // Read from the source tree, not the classpath: an updated file must be what is compared.
        assertThat(actual)
            .as("%s under locale %s", golden, locale)
            .isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
      }
    } finally {
      Locale.setDefault(original);
    }
  }
}
