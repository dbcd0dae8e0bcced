package jsonmark.instructions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cachegrind's out files, read for their Ir totals and summed over a run's tree. */
class CountFilesTest {

  @TempDir Path tmp;

  @Test
  void readsTheIrTotalFromTheSummaryLine() throws Exception {
    assertThat(CountFiles.instructions(fixture("cg.5959"))).hasValue(130_532);
    assertThat(CountFiles.instructions(fixture("cg.5958"))).hasValue(234_288);
  }

  @Test
  void aFileWithoutASummaryHasNoCount() throws Exception {
    assertThat(CountFiles.instructions(fixture("cg.5960"))).isEmpty();
  }

  @Test
  void readsIrOnlyWhenTheEventsNameItFirst() {
    assertThat(CountFiles.instructions("events: Ir Dr Dw\nsummary: 10 20 30\n")).hasValue(10);
    assertThat(CountFiles.instructions("events: Dr Ir\nsummary: 20 10\n"))
        .isEqualTo(OptionalLong.empty());
    assertThat(CountFiles.instructions("summary: 10\n")).isEmpty();
    assertThat(CountFiles.instructions("events: Ir\nsummary: many\n")).isEmpty();
  }

  @Test
  void sumsEveryProcessOfTheTreeAndSkipsFilesWithoutACountAndLogs() throws Exception {
    for (String name : new String[] {"cg.5958", "cg.5959", "cg.5960", "valgrind.5958"}) {
      Files.writeString(tmp.resolve(name), fixture(name));
    }
    assertThat(CountFiles.sum(tmp))
        .contains(new CountFiles.TreeCount(234_288 + 130_532, 2));
  }

  @Test
  void aFolderWithoutCountsHasNone() {
    assertThat(CountFiles.sum(tmp)).isEmpty();
    assertThat(CountFiles.sum(tmp.resolve("gone"))).isEmpty();
  }

  private static String fixture(String name) throws Exception {
    try (var in = CountFilesTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
    }
  }
}
