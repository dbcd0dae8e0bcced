package jsonmark.compare;

import java.io.IOException;
import java.util.function.Supplier;

/** The golden files of this package, under {@code src/test/resources/jsonmark/compare/}. */
final class GoldenFiles {

  private static final jsonmark.testing.GoldenFiles FILES =
      jsonmark.testing.GoldenFiles.under("src/test/resources/jsonmark/compare");

  private GoldenFiles() {}

  static void assertMatches(String golden, Supplier<String> render) throws IOException {
    FILES.assertMatches(golden, render);
  }
}
