package jsonmark.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * Every relative link and image in the README, CONTRIBUTING and docs/ points at a file that
 * exists, and every anchor at a heading of its page, so that no page promises a chart, a document
 * or a section the repository does not have; and the README stays short.
 */
class DocsLinksTest {

  /** The README is read in five minutes: this many lines at most. */
  private static final int MAX_README_LINES = 400;

  /** The lines a reader sees first, before scrolling. */
  private static final int FIRST_SCREEN = 40;

  /** Where the lead regenerates the example results, reported apart from the other pages. */
  private static final Path RESULTS = Path.of("docs", "results");

  @Test
  void everyRelativeLinkInTheReadmeAndDocsResolvesToAFileInTheRepository() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    List<Path> pages = pages();
    List<String> broken = new ArrayList<>();
    List<String> missingResults = new ArrayList<>();
    for (Path page : pages) {
      for (String target : MarkdownLinks.targets(Files.readString(page))) {
        Path resolved = root.resolve(page).getParent().resolve(target).normalize();
        if (!resolved.startsWith(root) || !Files.isRegularFile(resolved)) {
          (root.relativize(resolved).startsWith(RESULTS) ? missingResults : broken)
              .add(page + " -> " + target);
        }
      }
    }
    assertThat(pages).hasSizeGreaterThan(3);
    SoftAssertions.assertSoftly(soft -> {
      soft.assertThat(broken).as("links to files the repository does not have").isEmpty();
      soft.assertThat(missingResults)
          .as("links to example results missing from docs/results (regenerate them)").isEmpty();
    });
  }

  @Test
  void theReadmeIsShortAndItsFirstScreenNamesBothCommandsAndASmallFirstTry() throws IOException {
    List<String> lines = Files.readAllLines(Path.of("README.md"));
    assertThat(lines).as("README lines").hasSizeLessThanOrEqualTo(MAX_README_LINES);
    String firstScreen = String.join("\n", lines.subList(0, Math.min(FIRST_SCREEN, lines.size())));
    assertThat(firstScreen).contains("make java-jackson", "make test", "--records");
  }

  @Test
  void everyAnchorOfALinkNamesAHeadingOfItsPage() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    List<String> broken = new ArrayList<>();
    for (Path page : pages()) {
      for (String target : MarkdownLinks.targetsWithAnchors(Files.readString(page))) {
        int hash = target.indexOf('#');
        Path file = target.startsWith("#") ? page
            : root.relativize(root.resolve(page).getParent().resolve(target.substring(0, hash))
                .normalize());
        if (file.toString().endsWith(".md") && Files.isRegularFile(file)
            && !MarkdownLinks.anchors(Files.readString(file)).contains(target.substring(hash + 1))) {
          broken.add(page + " -> " + target);
        }
      }
    }
    assertThat(broken).as("links to a heading the page does not have").isEmpty();
  }

  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(Path.of("README.md"), Path.of("CONTRIBUTING.md")));
    try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  @Test
  void anAnchorIsTheHeadingAsGitHubSpellsIt() {
    assertThat(MarkdownLinks.anchors("# A title\n## Start-up, MB/s and parse MB/s\n"
        + "## Validation mode: `JSONMARK_VALIDATE=1`\n```\n# not a heading\n```\n"))
        .containsExactly("a-title", "start-up-mbs-and-parse-mbs",
            "validation-mode-jsonmark_validate1");
    assertThat(MarkdownLinks.targetsWithAnchors("[a](x.md#one) [b](#two) [c](y.md) `[d](z.md#no)`"))
        .containsExactly("x.md#one", "#two");
  }

  @Test
  void linksImagesDefinitionsAndHtmlAreFollowedButNotWebAddressesAnchorsOrCode() {
    String page = String.join("\n",
        "See [the guide](docs/guide.md#setup \"Set up\") and ![a chart](<results/a b.png>).",
        "[web](https://example.org/x.md), [mail](mailto:a@b.c), [here](#top).",
        "[key]: docs/key.md",
        "<img alt=\"x\" src=\"pictures/x.png\"> <a href=\"other.md\">other</a>",
        "`[span](in/a/span.md)`",
        "```",
        "[fenced](in/a/block.md)",
        "```",
        "[after](after.md)");

    assertThat(MarkdownLinks.targets(page)).containsExactly("docs/guide.md", "results/a b.png",
        "after.md", "docs/key.md", "pictures/x.png", "other.md");
  }

  @Test
  void theCommittedResultsLeakNoPathOfTheMachineThatRanThem() throws IOException {
    List<String> leaks = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("docs/results"))) {
      for (Path file : files.filter(Files::isRegularFile)
          .filter(p -> p.toString().matches(".*\\.(md|json|csv|html)$")).toList()) {
        if (Files.readString(file).matches("(?s).*(/work/|/home/|/tmp/|/root/).*")) {
          leaks.add(file.toString());
        }
      }
    }
    assertThat(leaks).as("result files with an absolute path of the machine").isEmpty();
  }
}
