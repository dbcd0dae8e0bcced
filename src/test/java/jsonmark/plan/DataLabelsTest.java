package jsonmark.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What results call each --data file: its name, with just enough folders to tell it apart. */
class DataLabelsTest {

  @Test
  void aFileIsCalledByItsNameWhenNoOtherWorkloadReadsTheSame() {
    assertThat(DataLabels.of(List.of("Simple1Benchmark"),
        List.of(Path.of("/d/a.jsonl"), Path.of("/d/b.jsonl"))))
        .containsExactly("a.jsonl", "b.jsonl");
  }

  @Test
  void filesOfOneNameGetTheFoldersThatTellThemApart() {
    assertThat(DataLabels.of(List.of(), List.of(Path.of("/runs/old/x.jsonl"),
        Path.of("/runs/new/x.jsonl"), Path.of("/y.jsonl"), Path.of("/p/q/old/x.jsonl"))))
        .containsExactly("runs/old/x.jsonl", "new/x.jsonl", "y.jsonl", "q/old/x.jsonl");
  }

  @Test
  void namesThatOnlyCaseOrPunctuationTellApartStillGetFoldersOfTheirOwn() {
    assertThat(DataLabels.of(List.of(), List.of(Path.of("/a/X.jsonl"), Path.of("/b/x.jsonl"))))
        .containsExactly("a/X.jsonl", "b/x.jsonl");
    // "a b" and "a_b" are one folder name: only the position tells them.
    assertThat(DataLabels.of(List.of(),
        List.of(Path.of("/a b/x.jsonl"), Path.of("/a_b/x.jsonl"))))
        .containsExactly("a b/x.jsonl", "2-a_b/x.jsonl");
  }

  @Test
  void aFileNamedLikeABenchmarkGetsItsFolder() {
    assertThat(DataLabels.of(List.of("Simple1Benchmark"), List.of(Path.of("/d/Simple1Benchmark"))))
        .containsExactly("d/Simple1Benchmark");
  }

  @Test
  void aNameIsShownOnOneLine() {
    assertThat(DataLabels.of(List.of(), List.of(Path.of("/d/p|q\nr\u202E.jsonl"))))
        .containsExactly("p|q\\u000ar\\u202e.jsonl");
  }
}
