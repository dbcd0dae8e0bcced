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
 * Every relative link and image in the README and in docs/ points at a file that exists, so
 * that no page promises a chart or a document the repository does not have.
 */
class DocsLinksTest {

  /** Where the lead regenerates the example results, reported apart from the other pages. */
  private static final Path RESULTS = Path.of("docs", "results");

  @Test
  void everyRelativeLinkInTheReadmeAndDocsResolvesToAFileInTheRepository() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
    try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
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
