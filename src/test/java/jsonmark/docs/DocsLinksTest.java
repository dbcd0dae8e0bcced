package jsonmark.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link and image in the README and in docs/ points at a file that exists, so
 * that no page promises a chart or a document the repository does not have.
 */
class DocsLinksTest {

  private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)\\)");

  @Test
  void everyRelativeLinkInTheReadmeAndDocsResolves() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
    try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).forEach(pages::add);
    }
    List<String> broken = new ArrayList<>();
    for (Path page : pages) {
      Matcher link = LINK.matcher(Files.readString(page));
      while (link.find()) {
        String target = link.group(1);
        if (target.matches("[a-z]+:.*") || target.startsWith("#")) {
          continue;
        }
        String file = target.replaceAll("#.*", "");
        Path resolved = page.toAbsolutePath().getParent().resolve(file).normalize();
        if (!Files.exists(resolved)) {
          broken.add(page + " -> " + target);
        }
      }
    }
    assertThat(broken).as("links to files that do not exist").isEmpty();
    assertThat(pages).hasSizeGreaterThan(3);
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
