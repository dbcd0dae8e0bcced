package jsonmark.cli;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.exec.ShellMode;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;

/**
 * The values shell completion offers for an option, written as the help and the docs write them
 * (lower case, from the same lists the converters accept).
 */
abstract class Candidates implements Iterable<String> {

  private final List<String> values;

  private Candidates(List<String> values) {
    this.values = values;
  }

  private static <E> List<String> codes(E[] values, Function<E, String> code) {
    return Arrays.stream(values).map(code).toList();
  }

  @Override
  public Iterator<String> iterator() {
    return values.iterator();
  }

  /** {@code --benchmark}: every benchmark, and all. */
  static final class BenchmarkNames extends Candidates {
    BenchmarkNames() {
      super(Stream.concat(Benchmarks.all().stream().map(Benchmark::name), Stream.of("all"))
          .toList());
    }
  }

  /** {@code --serializer}. */
  static final class SerializerNames extends Candidates {
    SerializerNames() {
      super(Serializers.all().stream().map(Serializer::name).toList());
    }
  }

  /** {@code --measure}. */
  static final class Measures extends Candidates {
    Measures() {
      super(codes(Measure.values(), Measure::code));
    }
  }

  /** {@code --style}. */
  static final class Styles extends Candidates {
    Styles() {
      super(codes(OutputOptions.Style.values(), Choices::lower));
    }
  }

  /** {@code --order}. */
  static final class Orders extends Candidates {
    Orders() {
      super(codes(RunOrder.values(), RunOrder::code));
    }
  }

  /** {@code --sort}. */
  static final class Sorts extends Candidates {
    Sorts() {
      super(codes(RowOrder.values(), RowOrder::code));
    }
  }

  /** {@code -u/--time-unit}. */
  static final class TimeUnits extends Candidates {
    TimeUnits() {
      super(codes(Choices.UNITS, jsonmark.result.TimeUnit::code));
    }
  }

  /** {@code -S/--shell}. */
  static final class Shells extends Candidates {
    Shells() {
      super(codes(ShellMode.values(), Choices::lower));
    }
  }
}
