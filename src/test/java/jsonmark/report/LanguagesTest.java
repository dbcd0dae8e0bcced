package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import jsonmark.result.CommandResult;
import org.junit.jupiter.api.Test;

class LanguagesTest {

  static CommandResult command(String name, String text) {
    return new CommandResult(name, text, List.of());
  }

  @Test
  void aNameIsGroupedByItsPartBeforeTheFirstDash() {
    assertThat(Languages.of(command("python-orjson", "python3 main.py orjson $FILENAME")))
        .isEqualTo("python");
    assertThat(Languages.of(command("java-dsl-json", "java -jar x.jar $FILENAME")))
        .isEqualTo("java");
    assertThat(Languages.of(command("nodejs", "node main.js $FILENAME"))).isEqualTo("nodejs");
  }

  @Test
  void aCommandWithoutANameIsGroupedByItsProgram() {
    String text = "LANG=C /usr/bin/python3 main.py $FILENAME";
    assertThat(Languages.of(command(text, text))).isEqualTo("python3");
    assertThat(Languages.program("./target/release/rust-serde $FILENAME"))
        .isEqualTo("rust-serde");
  }

  @Test
  void commandsOfOneLanguageShareAColourAndLanguagesDiffer() {
    CommandResult orjson = command("python-orjson", "x $FILENAME");
    CommandResult ujson = command("python-ujson", "y $FILENAME");
    CommandResult node = command("nodejs", "z $FILENAME");
    Languages languages = new Languages(List.of(orjson, node, ujson));

    assertThat(languages.colour(orjson)).isEqualTo(languages.colour(ujson));
    assertThat(languages.colour(orjson)).isNotEqualTo(languages.colour(node));
    assertThat(languages.legend().keySet()).containsExactly("python", "nodejs");
  }
}
