package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import jsonmark.result.CommandSummary;
import org.junit.jupiter.api.Test;

class LanguagesTest {

  static CommandSummary command(String name, String text) {
    return Fixtures.summary(name, text);
  }

  @Test
  void everyMakefileTargetsCommandNamesItsLanguage() {
    assertThat(Languages.ofCommand(
        "deserializers/python/.venv/bin/python deserializers/python/main.py json $FILENAME"))
        .isEqualTo("python");
    assertThat(Languages.ofCommand("node deserializers/nodejs/main.js $FILENAME"))
        .isEqualTo("nodejs");
    assertThat(Languages.ofCommand(
        "java -jar deserializers/java/target/jsonmark-deserializers.jar gson $FILENAME"))
        .isEqualTo("java");
    assertThat(Languages.ofCommand(
        "deserializers/rust/target/release/jsonmark-rust serde $FILENAME")).isEqualTo("rust");
    assertThat(Languages.ofCommand("deserializers/cpp/build/jsonmark-cpp dom_getline $FILENAME"))
        .isEqualTo("cpp");
    assertThat(Languages.ofCommand("deserializers/go/jsonmark-go structured-json $FILENAME"))
        .isEqualTo("go");
  }

  @Test
  void theLanguageComesFromTheCommandNeverFromItsName() {
    assertThat(Languages.of(command("good", "LANG=C /usr/bin/python3.11 main.py $FILENAME")))
        .isEqualTo("python");
    assertThat(Languages.of(command("rust-fake", "cd x && node main.js $FILENAME")))
        .isEqualTo("nodejs");
    assertThat(Languages.of(command("python-x", "./parse $FILENAME"))).isEqualTo("other");
  }

  @Test
  void oneLanguageHasOneColourWhateverTheOrderOfTheCommands() {
    CommandSummary orjson = command("a", "python3 m.py orjson $FILENAME");
    CommandSummary ujson = command("b", "python3 m.py ujson $FILENAME");
    CommandSummary node = command("c", "node main.js $FILENAME");
    Languages first = new Languages(List.of(orjson, node, ujson));
    Languages second = new Languages(List.of(node));

    assertThat(first.colour(orjson)).isEqualTo(first.colour(ujson));
    assertThat(first.colour(orjson)).isNotEqualTo(first.colour(node));
    assertThat(second.colour(node)).isEqualTo(first.colour(node));
    assertThat(first.legend().keySet()).containsExactly("python", "nodejs");
  }
}
