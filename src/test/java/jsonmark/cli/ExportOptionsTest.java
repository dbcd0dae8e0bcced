package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static org.assertj.core.api.Assertions.assertThat;

import jsonmark.cli.MainTest.Outcome;
import org.junit.jupiter.api.Test;

class ExportOptionsTest {

  static final String[] RUN = {"--benchmark", "Simple1Benchmark", "cat $FILENAME"};

  static Outcome with(String... options) {
    String[] all = new String[RUN.length + options.length];
    System.arraycopy(options, 0, all, 0, options.length);
    System.arraycopy(RUN, 0, all, options.length, RUN.length);
    return jsonmark(all);
  }

  @Test
  void refusesASchemaOtherThanOneOrTwo() {
    Outcome o = with("--export-json", "x.json", "--export-json-schema", "3");
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).contains("--export-json-schema must be 1 (hyperfine 1.x's layout) or 2"
        + " (hyperfine 2.0's), not 3").hasLineCount(2);
  }

  @Test
  void refusesASchemaWithoutTheJsonExport() {
    Outcome o = with("--export-json-schema", "2");
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).contains("give --export-json PATH too");
  }

  @Test
  void refusesTwoExportsToStandardOutput() {
    Outcome o = with("--export-json", "-", "--export-markdown", "-");
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).contains("only one export can go to standard output (-)");
  }

  @Test
  void refusesTwoExportsToOneFile() {
    Outcome o = with("--export-json", "r.txt", "--export-csv", "r.txt");
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).contains("two exports would write r.txt");
  }

  @Test
  void refusesAnExportWithOnlySerialize() {
    Outcome o = with("--only-serialize", "--export-csv", "r.csv");
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).contains("--only-serialize runs no command");
  }
}
