package jsonmark.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import jsonmark.report.ShardPart;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunState;
import org.junit.jupiter.api.Test;

/** The parts of a split plan, checked against each other and merged into one run's reports. */
class MergeTest {

  private static final String HASH = "ab".repeat(32);
  private static final List<String> COMMANDS = List.of("python-orjson", "rust | tail", "missing");

  /** Part {@code k} of 3 holding the fixture's command {@code k - 1} only. */
  private static PartFolder part(int k, String hash, String version) {
    Report whole = Fixtures.report();
    CommandSummary mine = whole.commands().stream()
        .filter(c -> c.name().equals(COMMANDS.get(k - 1))).findFirst().orElseThrow();
    Report report = new Report(whole.provenance(), whole.data(), whole.started(),
        whole.setting(), Optional.of(new ShardPart(k + "/3", "command", hash,
            ShardPart.State.RUNNING, COMMANDS, List.of("Simple1Benchmark"), List.of())),
        whole.baseline(), new Report.Tally(whole.rounds(), whole.host(), List.of(mine)), null);
    return new PartFolder(Path.of("part-" + k), report.shard().orElseThrow(), version,
        List.of(report));
  }

  private static PartFolder part(int k) {
    return part(k, HASH, "0.1.0");
  }

  @Test
  void threePartsMergeIntoTheWholeRunsCommandsInTheirOrder() throws Exception {
    Merge.Merged merged = Merge.of(List.of(part(3), part(1), part(2)), false);
    assertThat(merged.reports()).hasSize(1);
    Report report = merged.reports().get(0);
    assertThat(report.commands()).extracting(CommandSummary::name)
        .containsExactlyElementsOf(COMMANDS);
    assertThat(report.commands()).isEqualTo(Fixtures.report().commands());
    assertThat(report.shard().orElseThrow().parts()).extracting(ShardPart.Source::shard)
        .containsExactly("1/3", "2/3", "3/3");
    // The fixture's "rust | tail" and "missing" failed: their parts are named.
    assertThat(merged.unfinished())
        .containsExactly("shard 2/3 (part-2) failed", "shard 3/3 (part-3) failed");
    assertThat(merged.missing()).isEmpty();
  }

  @Test
  void partsOfDifferentPlansOrVersionsAreRefusedNamingBoth() {
    assertThatThrownBy(() -> Merge.of(List.of(part(1), part(2, "cd".repeat(32), "0.1.0")),
        false)).isInstanceOf(MergeRefused.class)
        .hasMessage("the plan hash differs: " + HASH + " in shard 1/3 (part-1), "
            + "cd".repeat(32) + " in shard 2/3 (part-2); they are parts of different plans: run"
            + " every part with the same options, commands and --shard-costs");
    assertThatThrownBy(() -> Merge.of(List.of(part(1), part(2, HASH, "0.2.0")), false))
        .hasMessage("the jsonmark version differs: 0.1.0 in shard 1/3 (part-1), 0.2.0 in shard"
            + " 2/3 (part-2); run every part with the same release");
  }

  @Test
  void aPartGivenTwiceIsRefused() {
    assertThatThrownBy(() -> Merge.of(List.of(part(1), part(2), part(2), part(3)), false))
        .hasMessage("part-2 and part-2 are both shard 2/3: give each part once");
  }

  @Test
  void aMissingPartIsNamedOrMergedAsPartial() throws Exception {
    assertThatThrownBy(() -> Merge.of(List.of(part(1), part(3)), false))
        .hasMessage("shard 2/3 is missing (given: 1/3, 3/3): give every part's folder, or"
            + " --allow-partial for a result that no gate passes");
    Merge.Merged partial = Merge.of(List.of(part(1), part(3)), true);
    Report report = partial.reports().get(0);
    assertThat(report.state()).isEqualTo(RunState.partial("shard 2/3"));
    assertThat(report.shard().orElseThrow().state()).isEqualTo(ShardPart.State.PARTIAL);
    assertThat(report.stateSentence()).contains("Partial: merged without shard 2/3: the figures"
        + " are of the parts merged, not of the whole plan; no gate passes on it.");
  }
}
