package jsonmark.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one writer of result files, with exporters of a plain string model. */
class ResultWriterTest {

  @TempDir Path folder;
  final List<String> rendered = new ArrayList<>();

  Exporter<String> text(String file) {
    return Exporter.text(file, model -> log(file, model));
  }

  Exporter<String> chart(String file, boolean draws) {
    return Exporter.chart(file, model -> {
      rendered.add(file);
      return draws ? Optional.of(new byte[] {1, 2, 3}) : Optional.empty();
    });
  }

  Exporter<String> index() {
    return Exporter.index("index.md", (model, drawn) -> log("index.md", model)
        + " links " + drawn.inFolder().stream().sorted().toList());
  }

  Exporter<String> page() {
    return Exporter.page("page.html", (model, drawn) -> log("page.html", model)
        + " embeds " + drawn.now().keySet());
  }

  String log(String file, String model) {
    rendered.add(file);
    return model;
  }

  String read(String file) throws IOException {
    return Files.readString(folder.resolve(file), StandardCharsets.UTF_8);
  }

  @Test
  void writesTheTextFilesFirstThenTheChartsAndPagesAndTheIndexLast() throws IOException {
    List<Exporter<String>> files =
        List.of(index(), page(), chart("a.png", true), text("a.csv"), chart("b.png", false));

    new ResultWriter(folder).write("v1", files);

    assertThat(rendered).containsExactly("a.csv", "a.png", "b.png", "page.html", "index.md");
    assertThat(read("a.csv")).isEqualTo("v1");
    assertThat(read("page.html")).isEqualTo("v1 embeds [a.png]");
    assertThat(read("index.md")).isEqualTo("v1 links [a.png]");
    assertThat(folder.resolve("b.png")).doesNotExist();
    try (Stream<Path> written = Files.list(folder)) {
      assertThat(written.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrder("a.csv", "a.png", "page.html", "index.md");
    }
  }

  @Test
  void aChartThatCannotBeDrawnCostsOnlyTheChartsAndTheirPages() {
    Exporter<String> broken = Exporter.chart("broken.png", model -> {
      throw new IllegalStateException("no fonts");
    });
    List<Exporter<String>> files = List.of(text("a.csv"), broken, page(), index());

    assertThatThrownBy(() -> new ResultWriter(folder).write("v1", files))
        .isInstanceOf(ResultWriter.ChartFailure.class)
        .hasMessage("could not draw the charts (java.lang.IllegalStateException: no fonts); the"
            + " rest is written");
    assertThat(folder.resolve("a.csv")).hasContent("v1");
    assertThat(folder.resolve("index.md")).hasContent("v1 links []");
    assertThat(folder.resolve("page.html")).doesNotExist();
  }

  @Test
  void theTextOnlyPassLinksTheChartsOfEarlierPassesAndDrawsNone() throws IOException {
    List<Exporter<String>> files = List.of(text("a.csv"), chart("a.png", true), page(), index());
    ResultWriter writer = new ResultWriter(folder);
    writer.write("v1", files);
    rendered.clear();

    writer.writeText("v2", files);

    assertThat(rendered).containsExactly("a.csv", "index.md");
    assertThat(read("index.md")).isEqualTo("v2 links [a.png]");
    assertThat(read("page.html")).isEqualTo("v1 embeds [a.png]");
  }

  @Test
  void aFileWrittenOnceIsNeitherRenderedNorWrittenAgainAndMakesItsFolder() throws IOException {
    List<Exporter<String>> files =
        List.of(Exporter.once("profile/run-1.csv", model -> log("run-1", model)));
    ResultWriter writer = new ResultWriter(folder);

    writer.writeText("v1", files);
    writer.write("v2", files);

    assertThat(rendered).containsExactly("run-1");
    assertThat(folder.resolve("profile/run-1.csv")).hasContent("v1");
  }

  @Test
  void leavesNoTemporaryFile() throws IOException {
    new ResultWriter(folder).write("v1", List.of(text("a.csv"), chart("a.png", true), index()));

    try (Stream<Path> written = Files.walk(folder)) {
      assertThat(written.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
    }
  }
}
