package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class LabelledCommandTest {

  @Test
  void aCommandWithoutANameIsLabelledByItsTextOnOneLine() {
    List<LabelledCommand> labelled =
        LabelledCommand.of(List.of(), List.of("python3 -c 'a\nb' $FILENAME"));
    assertThat(labelled).extracting(LabelledCommand::name)
        .containsExactly("python3 -c 'a b' $FILENAME");
  }

  @Test
  void aGivenNameMustBeOnePrintableLine() {
    assertThatThrownBy(() -> LabelledCommand.of(List.of("a\nb"), List.of("x $FILENAME")))
        .hasMessage("--name must be one line of printable text, not 'a\\u000ab'");
  }

  @Test
  void eachCommandNeedsItsOwnName() {
    assertThatThrownBy(() -> LabelledCommand.of(List.of(), List.of("x $FILENAME", "x $FILENAME")))
        .hasMessage("Each command needs its own name; repeated: x $FILENAME (use --name)");
  }

  @Test
  void moreNamesThanCommandsAreRefused() {
    assertThatThrownBy(() -> LabelledCommand.of(List.of("a", "b"), List.of("x $FILENAME")))
        .hasMessageStartingWith("--name was given 2 times but there is 1 command;");
  }
}
