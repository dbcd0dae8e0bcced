package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import jsonmark.exec.LabelledCommand;
import org.junit.jupiter.api.Test;

class DeserializerCommandsTest {

  @Test
  void aCommandWithoutANameIsLabelledByItsTextOnOneLine() {
    List<LabelledCommand> labelled =
        DeserializerCommands.labelled(List.of(), List.of("python3 -c 'a\nb' $FILENAME"));
    assertThat(labelled).extracting(LabelledCommand::name)
        .containsExactly("python3 -c 'a b' $FILENAME");
  }

  @Test
  void eachCommandNeedsItsOwnName() {
    assertThatThrownBy(
            () -> DeserializerCommands.labelled(List.of(), List.of("x $FILENAME", "x $FILENAME")))
        .hasMessage("Each command needs its own name; repeated: x $FILENAME (use --name)");
  }

  @Test
  void moreNamesThanCommandsAreRefused() {
    assertThatThrownBy(() -> DeserializerCommands.labelled(List.of("a", "b"), List.of("x $FILENAME")))
        .hasMessageStartingWith("--name was given 2 times but there is 1 command;");
  }

  @Test
  void aCommandStartingWithADashIsRefusedBeforeTheShellMisreadsIt() {
    assertThatThrownBy(() -> DeserializerCommands.labelled(List.of(), List.of("-x $FILENAME")))
        .hasMessage("DESERIALIZER_CMD '-x $FILENAME' starts with '-': a command starts with the"
            + " program to run; put jsonmark's options before the commands, each option a word"
            + " of its own");
  }
}
