package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.ShellMode;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;

class DeserializerCommandsTest {

  /** The assertion on the error that labelling {@code commands} with {@code names} throws. */
  private static AbstractThrowableAssert<?, ? extends Throwable> refused(
      List<String> names, List<String> commands, ShellMode mode) {
    return assertThatThrownBy(() -> DeserializerCommands.labelled(names, commands, mode));
  }

  @Test
  void aCommandWithoutANameIsLabelledByItsTextOnOneLine() {
    List<LabelledCommand> labelled =
        DeserializerCommands.labelled(
            List.of(), List.of("python3 -c 'a\nb' $FILENAME"), ShellMode.AUTO);
    assertThat(labelled).extracting(LabelledCommand::name)
        .containsExactly("python3 -c 'a b' $FILENAME");
  }

  @Test
  void eachCommandNeedsItsOwnName() {
    refused(List.of(), List.of("x $FILENAME", "x $FILENAME"), ShellMode.AUTO)
        .hasMessage("Each command needs its own name; repeated: x $FILENAME (use --name)");
  }

  @Test
  void moreNamesThanCommandsAreRefused() {
    refused(List.of("a", "b"), List.of("x $FILENAME"), ShellMode.AUTO)
        .hasMessageStartingWith("--name was given 2 times but there is 1 command;");
  }

  @Test
  void aCommandStartingWithADashIsRefusedBeforeTheShellMisreadsIt() {
    refused(List.of(), List.of("-x $FILENAME"), ShellMode.AUTO)
        .hasMessage("DESERIALIZER_CMD '-x $FILENAME' starts with '-': a command starts with the"
            + " program to run; put jsonmark's options before the commands, each option a word"
            + " of its own");
  }

  @Test
  void noneRefusesACommandThatNeedsAShellSayingWhy() {
    refused(List.of(), List.of("cat $FILENAME | wc -l"), ShellMode.NONE)
        .hasMessage("DESERIALIZER_CMD 'cat $FILENAME | wc -l' needs /bin/sh, which --shell none"
            + " forbids: it uses shell syntax (|); drop --shell none (or -N), or write the command"
            + " as a program and its arguments only");
  }

  @Test
  void noneAcceptsAPlainCommandAndAutoAcceptsAPipe() {
    assertThat(DeserializerCommands.labelled(List.of(), List.of("wc -l \"$FILENAME\""),
            ShellMode.NONE))
        .extracting(c -> c.template().runsDirectly()).containsExactly(true);
    assertThat(DeserializerCommands.labelled(List.of(), List.of("cat $FILENAME | wc -l"),
            ShellMode.AUTO))
        .extracting(c -> c.template().runsDirectly()).containsExactly(false);
  }
}
