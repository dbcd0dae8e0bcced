package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.report.Fixtures;
import jsonmark.report.format.SummaryJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryCheckCommandTest {

  @TempDir Path tmp;

  @Test
  void aRunWithNoHistoryPassesForWantOfEvidenceUnlessAGateIsRequired() throws Exception {
    Path folder = Files.createDirectories(tmp.resolve("results/2024-05-06_070809_Simple1"));
    Files.writeString(folder.resolve("summary.json"), new SummaryJson().render(Fixtures.report()
        .withState(jsonmark.result.RunState.COMPLETE).withRun(Fixtures.RUN)));
    String store = "jdbc:sqlite:" + tmp.resolve("results/history.sqlite");
    MainTest.Outcome passed = jsonmark("history", "check", folder.toString(),
        "--fail-on-regression", "5", "--history", store);
    assertThat(passed.status()).as(passed.err()).isZero();
    assertThat(passed.out()).contains("Nothing was gated: none of the 1 series could be"
        + " judged, so the check passes for want of evidence");
    MainTest.Outcome required = jsonmark("history", "check", folder.toString(),
        "--fail-on-regression", "5", "--history", store, "--require-gate");
    assertThat(required.status()).isEqualTo(1);
    assertThat(required.out()).isEqualTo(passed.out());
  }
}
