package jsonmark.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.util.stream.Stream;
import jsonmark.conformance.Case;
import jsonmark.conformance.Category;
import jsonmark.conformance.Suite;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The --data check against the conformance suite, whose cases are checked against a reference
 * reader of their own: it accepts every valid file and refuses every invalid one.
 */
class DataFileCheckSuiteTest {

  static Stream<Case> mustAccept() {
    return Suite.cases().stream().filter(c -> c.category() == Category.MUST_ACCEPT);
  }

  static Stream<Case> mustReject() {
    return Suite.cases().stream().filter(c -> c.category() == Category.MUST_REJECT);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mustAccept")
  void aValidFileIsAccepted(Case c) throws Exception {
    assertThat(DataFileCheck.scan(new ByteArrayInputStream(c.content()), null, null, 0).lines())
        .isPositive();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mustReject")
  void anInvalidFileIsRefusedInOurWords(Case c) {
    assertThatThrownBy(() ->
        DataFileCheck.scan(new ByteArrayInputStream(c.content()), null, null, 0))
        .isInstanceOf(DataFileCheck.BadLine.class)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("Unexpected", "(code ",
            "Source:", "REDACTED", "StreamRead", "Jackson"));
  }
}
