package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each command's program is looked up before any run; what a shell decides is not judged. */
class MissingProgramsTest {

  @TempDir Path bin;

  private static Optional<String> program(String text) {
    return new CommandTemplate(text).program();
  }

  @Test
  void theProgramIsTheFirstWordAfterTheAssignments() {
    assertThat(program("python3 main.py json $FILENAME")).contains("python3");
    assertThat(program("  LANG=C GOGC=off ./bin/parse $FILENAME")).contains("./bin/parse");
    assertThat(program("node x.js $FILENAME | tail -1")).contains("node");
    assertThat(program("prog<$FILENAME")).contains("prog");
  }

  @Test
  void whatOnlyAShellKnowsIsNotJudged() {
    assertThat(program("cd deserializers && ./run $FILENAME")).isEmpty();
    assertThat(program("exec prog $FILENAME")).isEmpty();
    assertThat(program("if true; then prog $FILENAME; fi")).isEmpty();
    assertThat(program("(cd x; prog $FILENAME)")).isEmpty();
    assertThat(program("'my prog' $FILENAME")).isEmpty();
    assertThat(program("$HOME/bin/prog $FILENAME")).isEmpty();
    assertThat(program("~/bin/prog $FILENAME")).isEmpty();
    assertThat(program("X='a b' prog $FILENAME")).isEmpty();
  }

  @Test
  void aMissingProgramIsNamedWithItsCommandAndTheOthersAreLeftAlone() throws Exception {
    Files.createFile(bin.resolve("here"));
    List<LabelledCommand> commands = List.of(
        new LabelledCommand("ok", new CommandTemplate("here $FILENAME")),
        new LabelledCommand("typo", new CommandTemplate("hree $FILENAME")),
        new LabelledCommand("shell", new CommandTemplate("cd . && hree $FILENAME")),
        new LabelledCommand("own", new CommandTemplate("hree $FILENAME"), Map.of(),
            Map.of("PATH", bin.toString() + "/none")));
    assertThat(MissingPrograms.of(commands, bin.toString())).containsExactly(
        "typo: hree: not found on PATH; it fails at its first run and is not run again, the"
            + " other commands run as planned",
        "own: hree: not found on PATH; it fails at its first run and is not run again, the"
            + " other commands run as planned");
  }
}
