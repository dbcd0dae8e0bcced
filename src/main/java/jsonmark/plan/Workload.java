package jsonmark.plan;

import java.nio.file.Path;
import java.util.OptionalLong;
import jsonmark.benchmark.Benchmark;
import jsonmark.serialize.Serializer;

/** What the commands of an invocation run on: a generated benchmark, or the user's own file. */
public sealed interface Workload permits Workload.Generated, Workload.UserData {

  /** The benchmark name programs get in {@code $BENCHMARK} and JSONMARK_BENCHMARK. */
  String benchmarkName();

  /** What results folders and tables call it: the benchmark, or the user file's name. */
  String label();

  /**
   * A benchmark's records, generated and written by a serializer.
   *
   * @param benchmark what to generate
   * @param serializer which library writes the file
   * @param records how many records
   * @param size the --size asked for, from which {@code records} was computed, if any
   */
  record Generated(Benchmark<?> benchmark, Serializer serializer, long records,
      OptionalLong size) implements Workload {

    /**
     * The records of a benchmark's small validation file, when none are asked for: 1/250 of its
     * default count (about 1.3 MB: 4,000 Simple1 records).
     */
    public static long validationRecords(Benchmark<?> benchmark) {
      return Math.max(1, benchmark.defaultRecords() / 250);
    }

    @Override
    public String benchmarkName() {
      return benchmark.name();
    }

    @Override
    public String label() {
      return benchmark.name();
    }
  }

  /**
   * The user's own JSON Lines file (--data): checked, cached under its SHA-256, and run as
   * benchmark {@code Data} with the generic checksum.
   *
   * @param file the file as given
   * @param label what results and log lines call it ({@link DataLabels}): its file name, with
   *     parent folders when another workload's name would read the same
   */
  record UserData(Path file, String label) implements Workload {

    /** The benchmark name of every user file. */
    public static final String BENCHMARK = "Data";

    @Override
    public String benchmarkName() {
      return BENCHMARK;
    }
  }
}
