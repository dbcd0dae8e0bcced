package jsonmark.compare;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Seals the comparison's text against golden files, under several default locales. */
class CompareFormatsTest {

  @Test
  void theTerminalTableOfTwoFoldersMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches("two.txt",
        () -> CompareText.terminal(CompareFixtures.twoFolders(), false));
  }

  @Test
  void theTerminalTableOfThreeFoldersMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches("three.txt",
        () -> CompareText.terminal(CompareFixtures.threeFolders(), false));
  }

  @Test
  void compareMdMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches("compare.md",
        () -> CompareText.markdown(CompareFixtures.twoFolders()));
  }

  @Test
  void compareJsonMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches("compare.json",
        () -> jsonmark.io.ResultFiles.json(CompareFixtures.twoFolders()));
  }
}
