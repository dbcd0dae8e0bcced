package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Compares rendered text with a golden file under {@code src/test/resources/jsonmark/report/},
 * with the default locale set to each of several locales in turn. Run with {@code
 * -Djsonmark.golden.update=true} to rewrite the golden files after an intended change.
 */
final class GoldenFiles {

  static final Locale[] LOCALES = {Locale.US, Locale.GERMANY, new Locale("ar", "EG")};

  private GoldenFiles() {}

  static void assertMatches(String golden, Supplier<String> render) throws IOException {
    Locale original = Locale.getDefault();
    try {
      for (Locale locale : LOCALES) {
        Locale.setDefault(locale);
        String actual = render.get();
        if (Boolean.getBoolean("jsonmark.golden.update")) {
          Path file = Path.of("src/test/resources/jsonmark/report", golden);
          Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertThat(actual).as("%s under locale %s", golden, locale).isEqualTo(read(golden));
      }
    } finally {
      Locale.setDefault(original);
    }
  }

  private static String read(String golden) throws IOException {
    try (InputStream in = GoldenFiles.class.getResourceAsStream(golden)) {
      assertThat(in).as("golden file %s", golden).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
