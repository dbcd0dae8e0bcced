package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import jsonmark.cli.MainTest.Outcome;
import org.junit.jupiter.api.Test;

/** jsonmark plan --shards N: the parts of a run as one line of JSON a CI matrix takes. */
class PlanCommandTest {

  @Test
  void everyPartIsAnEntryAndEveryUnitIsInOne() throws Exception {
    Outcome o = jsonmark("plan", "--shards", "3", "--benchmark", "all", "--measure",
        "instructions", "--shard-by", "command", "--name", "a", "true $FILENAME", "--name", "b",
        "false $FILENAME");
    assertThat(o.err()).isEmpty();
    assertThat(o.status()).isZero();
    assertThat(o.out()).endsWith("}\n").doesNotContain("\n ");
    JsonNode include = new ObjectMapper().readTree(o.out()).get("include");
    List<String> shards = new ArrayList<>();
    int units = 0;
    for (JsonNode entry : include) {
      shards.add(entry.get("shard").asText());
      units += entry.get("units").asInt();
      assertThat(entry.get("plan_hash").asText()).hasSize(64)
          .isEqualTo(include.get(0).get("plan_hash").asText());
    }
    assertThat(shards).containsExactly("1/3", "2/3", "3/3");
    assertThat(units).isEqualTo(2 * 4);
    // The same plan printed again is the same split.
    assertThat(jsonmark("plan", "--shards", "3", "--benchmark", "all", "--measure",
        "instructions", "--shard-by", "command", "--name", "a", "true $FILENAME", "--name", "b",
        "false $FILENAME").out()).isEqualTo(o.out());
  }

  @Test
  void theRunsOwnUsageErrorsAndAPartGivenAreRefused() {
    jsonmark("plan", "--shards", "2", "-b", "all", "--shard-by", "command",
        "true $FILENAME")
        .usageError().startsWith("jsonmark: --shard-by command puts the commands");
    jsonmark("plan", "--shards", "2", "--shard", "1/2", "-b", "all",
        "true $FILENAME")
        .usageError().isEqualTo("jsonmark: plan prints every part; leave --shard out (each"
        + " job of the matrix gives its own)\nTry 'jsonmark plan --help' for more information.\n");
  }
}
