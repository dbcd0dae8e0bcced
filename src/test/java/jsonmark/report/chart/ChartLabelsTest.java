package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import jsonmark.report.Fixtures;
import jsonmark.result.CommandSummary;
import org.junit.jupiter.api.Test;

class ChartLabelsTest {

  private static CommandSummary unnamed(String text) {
    return Fixtures.summary(text, text);
  }

  @Test
  void unnamedCommandsThatShareAPrefixAreLabelledByWhatDiffers() {
    String venv = "deserializers/python/.venv/bin/python deserializers/python/main.py ";
    List<String> labels = ChartLabels.of(List.of(
        unnamed(venv + "json $FILENAME"), unnamed(venv + "orjson $FILENAME")));

    assertThat(labels).containsExactly("python … json", "python … orjson");
  }

  @Test
  void aGivenNameIsKeptAndALoneUnnamedCommandKeepsItsText() {
    CommandSummary named = Fixtures.summary("fast", "node main.js $FILENAME");
    CommandSummary alone = unnamed("python3 main.py json $FILENAME");

    assertThat(ChartLabels.of(List.of(named, alone)))
        .containsExactly("fast", "python3 main.py json $FILENAME");
  }

  @Test
  void commandsThatDifferInTheirFirstWordAreLabelledByItAlone() {
    assertThat(ChartLabels.of(List.of(unnamed("a $FILENAME"), unnamed("b $FILENAME"))))
        .containsExactly("a", "b");
  }
}
