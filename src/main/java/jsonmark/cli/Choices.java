package jsonmark.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import jsonmark.plan.ShardBy;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.result.TimeUnit;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The options whose value is one of a few words, converted into their enum in any case, with a
 * message in our words naming the choices ("must be speed or input, not 'name'").
 */
final class Choices<E extends Enum<E>> implements ITypeConverter<E> {

  private final E[] values;
  private final Function<E, String> code;

  private Choices(E[] values, Function<E, String> code) {
    this.values = values;
    this.code = code;
  }

  @Override
  public E convert(String value) {
    return Arrays.stream(values).filter(v -> code.apply(v).equalsIgnoreCase(value.strip()))
        .findFirst()
        .orElseThrow(() -> new TypeConversionException("must be " + words(values, code)
            + ", not '" + value + "'"));
  }

  /** {@code a, b or c}. */
  static <E> String words(E[] values, Function<E, String> code) {
    List<String> names = Arrays.stream(values).map(code).toList();
    return names.size() == 1 ? names.get(0)
        : String.join(", ", names.subList(0, names.size() - 1)) + " or "
            + names.get(names.size() - 1);
  }

  /** {@code --shard-by}: benchmark or command. */
  static final class ShardBys implements ITypeConverter<ShardBy> {
    @Override
    public ShardBy convert(String value) {
      return new Choices<>(ShardBy.values(), ShardBy::code).convert(value);
    }
  }

  /** {@code --order}: interleaved or sequential. */
  static final class Order implements ITypeConverter<RunOrder> {
    @Override
    public RunOrder convert(String value) {
      return new Choices<>(RunOrder.values(), RunOrder::code).convert(value);
    }
  }

  /** {@code --sort}: auto, command or mean-time. */
  static final class Sort implements ITypeConverter<RowOrder> {
    @Override
    public RowOrder convert(String value) {
      return new Choices<>(RowOrder.values(), RowOrder::code).convert(value);
    }
  }

  /** {@code -u/--time-unit}: millisecond, second or microsecond. */
  static final class TimeUnits implements ITypeConverter<TimeUnit> {
    @Override
    public TimeUnit convert(String value) {
      return new Choices<>(UNITS, TimeUnit::code).convert(value);
    }
  }

  /** The time units in the order the help and the messages name them. */
  static final TimeUnit[] UNITS =
      {TimeUnit.MILLISECOND, TimeUnit.SECOND, TimeUnit.MICROSECOND};

  /** {@code --measure}: time, instructions or both. */
  static final class Measures implements ITypeConverter<Measure> {
    @Override
    public Measure convert(String value) {
      return new Choices<>(Measure.values(), Measure::code).convert(value);
    }
  }

  /** {@code --style}: auto, basic, full, nocolor, color or none. */
  static final class Styles implements ITypeConverter<OutputOptions.Style> {
    @Override
    public OutputOptions.Style convert(String value) {
      return new Choices<>(OutputOptions.Style.values(), Choices::lower).convert(value);
    }
  }

  /** The lower-case name of {@code value}, as the options write it. */
  static String lower(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }
}
