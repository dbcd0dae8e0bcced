package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.io.ResultFiles;
import org.junit.jupiter.api.Test;

/** compare.json keeps the shape docs/compare.schema.json documents, key for key. */
class CompareSchemaTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  static List<Error> violations(String json) throws IOException {
    return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
        .getSchema(Files.readString(Path.of("docs/compare.schema.json")))
        .validate(JSON.readTree(json));
  }

  @Test
  void theComparisonOfTwoFoldersFollowsTheSchema() throws IOException {
    assertThat(violations(ResultFiles.json(CompareFixtures.twoFolders()))).isEmpty();
  }

  @Test
  void theComparisonOfThreeFoldersWithAbsentCommandsFollowsTheSchema() throws IOException {
    assertThat(violations(ResultFiles.json(CompareFixtures.threeFolders()))).isEmpty();
  }

  @Test
  void theSchemaRejectsAKeyItDoesNotDocument() throws IOException {
    JsonNode json = JSON.readTree(ResultFiles.json(CompareFixtures.twoFolders()));
    ((ObjectNode) json.get("benchmarks").get(0).get("rows").get(0)).put("delta (%)", 3);
    assertThat(violations(JSON.writeValueAsString(json)))
        .extracting(Error::getMessage)
        .anyMatch(message -> message.contains("delta (%)"));
  }
}
