package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ParameterGridTest {

  static ParameterOptions lists(String... nameValues) {
    ParameterOptions options = new ParameterOptions();
    options.lists.addAll(List.of(nameValues));
    return options;
  }

  static ParameterOptions scan(String name, String min, String max, String step) {
    ParameterOptions options = new ParameterOptions();
    options.scan.addAll(List.of(name, min, max));
    options.step = step;
    return options;
  }

  @Test
  void withoutParametersTheCommandsAndNamesAreUnchanged() {
    ParameterGrid grid = ParameterGrid.of(List.of("a $FILENAME", "b $FILENAME"), List.of("A"),
        new ParameterOptions());
    assertThat(grid.commands()).containsExactly("a $FILENAME", "b $FILENAME");
    assertThat(grid.names()).containsExactly("A");
    assertThat(grid.values()).containsExactly(Map.of(), Map.of());
  }

  @Test
  void aListRunsEachCommandOncePerValueWithItInTheCommandAndName() {
    ParameterGrid grid = ParameterGrid.of(List.of("parse {lib} $FILENAME", "other $FILENAME"),
        List.of("py-{lib}"), lists("lib", "json,orjson"));
    assertThat(grid.commands()).containsExactly("parse json $FILENAME",
        "parse orjson $FILENAME", "other $FILENAME", "other $FILENAME");
    assertThat(grid.names()).containsExactly("py-json", "py-orjson",
        "other $FILENAME (lib = json)", "other $FILENAME (lib = orjson)");
    assertThat(grid.values()).containsExactly(Map.of("lib", "json"), Map.of("lib", "orjson"),
        Map.of("lib", "json"), Map.of("lib", "orjson"));
  }

  @Test
  void severalListsGiveEveryCombinationTheFirstVaryingSlowest() {
    ParameterGrid grid = ParameterGrid.of(List.of("p {a}{b} $FILENAME"), List.of(),
        lists("a", "1,2", "b", "x,y"));
    assertThat(grid.commands()).containsExactly("p 1x $FILENAME", "p 1y $FILENAME",
        "p 2x $FILENAME", "p 2y $FILENAME");
    assertThat(List.copyOf(grid.values().get(1).keySet())).containsExactly("a", "b");
  }

  @Test
  void aScanCountsFromMinToMaxInSteps() {
    assertThat(ParameterGrid.of(List.of("p {n} $FILENAME"), List.of(), scan("n", "1", "3", null))
        .commands()).containsExactly("p 1 $FILENAME", "p 2 $FILENAME", "p 3 $FILENAME");
    assertThat(ParameterGrid.scan("0", "1", "0.25"))
        .containsExactly("0", "0.25", "0.50", "0.75", "1.00");
  }

  @Test
  void refusesWhatHyperfineRefusesAndWhatWouldClash() {
    ParameterOptions both = lists("a", "1");
    both.scan.addAll(List.of("n", "1", "2"));
    assertThatThrownBy(() -> ParameterGrid.of(List.of("p $FILENAME"), List.of(), both))
        .hasMessageContaining("cannot be combined");
    assertThatThrownBy(() -> ParameterGrid.of(List.of("p $FILENAME"), List.of(),
        scan("n", "3", "1", null))).hasMessage("--parameter-scan: MIN 3 is more than MAX 1");
    assertThatThrownBy(() -> ParameterGrid.of(List.of("p $FILENAME"), List.of(),
        scan("n", "1", "x", null))).hasMessage("--parameter-scan MAX 'x' is not a number");
    assertThatThrownBy(() -> ParameterGrid.of(List.of("p $FILENAME"), List.of(),
        scan("n", "1", "2", "0"))).hasMessage("--parameter-step-size must be above 0, not 0");
    assertThatThrownBy(() -> ParameterGrid.of(List.of("p $FILENAME"), List.of(),
        lists("FILENAME", "a"))).hasMessageContaining("is the command's own placeholder");
    ParameterOptions stepAlone = new ParameterOptions();
    stepAlone.step = "2";
    assertThatThrownBy(() -> ParameterGrid.of(List.of("p $FILENAME"), List.of(), stepAlone))
        .hasMessageContaining("give --parameter-scan NAME MIN MAX too");
  }
}
