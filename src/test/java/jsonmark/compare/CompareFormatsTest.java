package jsonmark.compare;

import java.io.IOException;
import jsonmark.testing.GoldenFiles;
import org.junit.jupiter.api.Test;

/** Seals the comparison's text against golden files, under several default locales. */
class CompareFormatsTest {

  private static final GoldenFiles GOLDEN = GoldenFiles.under("src/test/resources/jsonmark/compare");

  @Test
  void theTerminalTableOfTwoFoldersMatchesItsGoldenFile() throws IOException {
    GOLDEN.assertMatches("two.txt",
        () -> CompareText.terminal(CompareFixtures.twoFolders(), false));
  }

  @Test
  void theTerminalTableOfThreeFoldersMatchesItsGoldenFile() throws IOException {
    GOLDEN.assertMatches("three.txt",
        () -> CompareText.terminal(CompareFixtures.threeFolders(), false));
  }

  @Test
  void compareMdMatchesItsGoldenFile() throws IOException {
    GOLDEN.assertMatches("compare.md",
        () -> CompareText.markdown(CompareFixtures.twoFolders()));
  }

  @Test
  void compareJsonMatchesItsGoldenFile() throws IOException {
    GOLDEN.assertMatches("compare.json",
        () -> jsonmark.io.ResultFiles.json(CompareFixtures.twoFolders()));
  }
}
