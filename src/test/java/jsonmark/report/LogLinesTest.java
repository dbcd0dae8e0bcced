package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.regex.Pattern;
import jsonmark.stats.ProfileSummary;
import org.junit.jupiter.api.Test;

class LogLinesTest {

  private static final ProfileSummary SUMMARY =
      new ProfileSummary(104, 101.2, 103.1, 14.7, 14.5, 14.6, OptionalDouble.of(14.7), 2.1, 2.0,
          40);

  @Test
  void cpuLineKeepsTheOriginalsWordsAndSpacing() {
    assertThat(LogLines.cpu(SUMMARY)).isEqualTo("CPU (%)  : max=104.00  50%=101.20  95%=103.10");
  }

  @Test
  void memLineKeepsTheOriginalsWordsAndSpacing() {
    assertThat(LogLines.mem(SUMMARY)).isEqualTo("MEM (MiB): max=14.70  50%=14.50  95%=14.60");
  }

  @Test
  void profileLinesDoNotDependOnTheDefaultLocale() {
    Locale original = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      assertThat(LogLines.cpu(SUMMARY)).contains("max=104.00");
      assertThat(LogLines.mem(SUMMARY)).contains("50%=14.50");
    } finally {
      Locale.setDefault(original);
    }
  }

  @Test
  void profileLinesMatchTheOriginalBenchmarkScriptsPatterns() {
    // The shape scripts/benchmark.py of the original looks for.
    String figures = "max=([\\d.]+)\\s+50%=([\\d.]+)\\s+95%=([\\d.]+)";
    Pattern cpu = Pattern.compile("CPU \\(%\\)\\s+: " + figures);
    Pattern mem = Pattern.compile("MEM \\(MiB\\): " + figures);

    assertThat(cpu.matcher(LogLines.cpu(SUMMARY)).matches()).isTrue();
    assertThat(mem.matcher(LogLines.mem(SUMMARY)).matches()).isTrue();
  }

  @Test
  void aFigureThatCouldNotBeMeasuredReadsNotAvailable() {
    ProfileSummary none =
        new ProfileSummary(
            Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
            OptionalDouble.empty(), 0, 0.001, 0);
    assertThat(LogLines.mem(none)).isEqualTo("MEM (MiB): max=n/a  50%=n/a  95%=n/a");
  }

  @Test
  void theStartupLineGivesTheParseRateOrWhyThereIsNone() {
    var timed = jsonmark.stats.CommandStatistics.of(new double[] {2.0, 2.0}, 10, 330_000_000);
    var close = jsonmark.stats.CommandStatistics.of(new double[] {0.029, 0.029}, 10,
        330_000_000);

    assertThat(LogLines.startup("nodejs",
        jsonmark.stats.Startup.of(new double[] {0.35}, false, timed, 2, 330_000_000)))
        .isEqualTo("nodejs start-up: 0.350s on an empty file; parse 200.00 MB/s without it");
    assertThat(LogLines.startup("rust",
        jsonmark.stats.Startup.of(new double[] {0.027}, false, close, 2, 330_000_000)))
        .isEqualTo("rust start-up: 0.027s on an empty file; parse MB/s: n/a, the start-up is"
            + " half the mean time or more, too close to take out");
  }
}
