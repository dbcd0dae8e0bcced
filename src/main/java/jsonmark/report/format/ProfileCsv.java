package jsonmark.report.format;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import jsonmark.profile.Profile;
import jsonmark.io.Mappers;
import jsonmark.report.Numbers;

/** {@code profile/NAME-RUN.csv}: one run's samples (seconds, cpu %, rss MiB, processes). */
public final class ProfileCsv {

  /** One sample as a CSV row. */
  @JsonPropertyOrder({"seconds", "cpuPercent", "rssMib", "processes"})
  record Row(BigDecimal seconds, BigDecimal cpuPercent, BigDecimal rssMib, int processes) {}

  private ProfileCsv() {}

  public static String render(Profile profile) {
    List<Row> rows =
        profile.samples().stream()
            .map(
                sample ->
                    new Row(
                        Numbers.decimal(sample.seconds(), 3),
                        Numbers.decimal(sample.cpuPercent(), 2),
                        Numbers.decimal(sample.rssMiB(), 2),
                        sample.processes()))
            .toList();
    try {
      return Mappers.csv(Row.class)
          .writeValueAsString(rows);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
