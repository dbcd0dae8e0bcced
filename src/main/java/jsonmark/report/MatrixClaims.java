package jsonmark.report;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * What a run over several benchmarks claims across them, decided once by {@link Judgement}:
 * each command's standing overall (the geometric mean over the benchmarks of its mean time over
 * that benchmark's fastest, {@link MatrixReport#overTheFastest}) and the commands in that order,
 * which the matrix's table and ranking.png both show.
 *
 * @param ranked every command, fastest overall first, those with no time on any benchmark last
 * @param overall each command's geometric mean, by name; a command with no time is absent
 */
public record MatrixClaims(List<String> ranked, Map<String, Double> overall) {

  public MatrixClaims {
    ranked = List.copyOf(ranked);
    overall = Collections.unmodifiableMap(new LinkedHashMap<>(overall));
  }

  /** The command's standing overall, empty when it has a time on no benchmark. */
  public OptionalDouble overall(String name) {
    Double value = overall.get(name);
    return value == null ? OptionalDouble.empty() : OptionalDouble.of(value);
  }
}
