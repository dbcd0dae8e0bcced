package jsonmark.validate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.Execution;
import jsonmark.result.ValueCheck;
import org.junit.jupiter.api.Test;

/** The verdict on a validation run: how many input lines differ, and how they are shown. */
class JudgementTest {

  private static final Execution EXITED_0 = new Execution(0, 0.1, Optional.of("7"), List.of(),
      List.of(), false, Optional.empty(), List.of(), List.of());

  private static ValueCheck judge(String input, String stdout) {
    return Judgement.of(EXITED_0, input.getBytes(StandardCharsets.UTF_8),
        stdout.getBytes(StandardCharsets.UTF_8), 7);
  }

  @Test
  void linesWrittenBeyondTheInputAreNoInputLinesThatDiffer() {
    ValueCheck check = judge("{\"a\":1}\n{\"a\":2}\n",
        "{\"a\":9}\n{\"a\":2}\n{\"a\":3}\n{\"a\":4}\n{\"a\":5}\n7\n");
    assertThat(check.outcome()).isEqualTo(ValueCheck.Outcome.DIFFERENT);
    assertThat(check.differingLines()).isEqualTo(1);
    assertThat(check.summary()).isEqualTo("1 line differs of 2; first: line 1: $.a: expected 1,"
        + " read 9");
    assertThat(check.differences()).contains("wrote 5 record lines for 2 input lines");
  }

  @Test
  void everyLineReadRightButMoreWrittenFailsTheProtocolWithoutALineDiffering() {
    ValueCheck check = judge("{\"a\":1}\n{\"a\":2}\n",
        "{\"a\":1}\n{\"a\":2}\n{\"a\":3}\n7\n");
    assertThat(check.outcome()).isEqualTo(ValueCheck.Outcome.FAILED);
    assertThat(check.summary()).isEqualTo("failed: wrote 3 record lines for 2 input lines: the"
        + " protocol asks for one line per input line, then the checksum");
  }

  @Test
  void anInputLineWithoutItsOutputLineDiffers() {
    ValueCheck check = judge("{\"a\":1}\n{\"a\":2}\n{\"a\":3}\n", "{\"a\":1}\n7\n");
    assertThat(check.differingLines()).isEqualTo(2);
    assertThat(check.cell()).isEqualTo("2 lines differ");
    assertThat(check.summary()).startsWith("2 lines differ of 3; first: wrote 1 record lines");
  }

  @Test
  void whatTheProgramWroteIsShownOnOneLineWithoutItsEscapeSequences() {
    ValueCheck raw = judge("{\"a\":1}\n", "\u001b[31mred\u001b[0m\u202e\n7\n");
    assertThat(raw.differences()).singleElement().asString()
        .endsWith("): \\u001b[31mred\\u001b[0m\\u202e")
        .doesNotContain("\u001b").doesNotContain("\u202e");
    ValueCheck string = judge("{\"s\":\"ab\"}\n", "{\"s\":\"a\u2028b\"}\n7\n");
    assertThat(string.differences()).singleElement().asString()
        .doesNotContain("\u2028").contains("\\u2028");
  }
}
