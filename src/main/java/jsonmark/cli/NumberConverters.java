package jsonmark.cli;

import java.math.BigInteger;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Numbers for every option that takes one, registered for the types so that a new option needs
 * no converter of its own: a message in our words ("must be a whole number, not '100k'") rather
 * than Java's ("'100k' is not a long"). Ranges are checked where the option's meaning is known.
 */
final class NumberConverters {

  private static final Pattern WHOLE = Pattern.compile("[+-]?\\d+");
  /** A plain decimal number: Java's own syntax would also take {@code 1d} or {@code 0x1p3}. */
  private static final Pattern DECIMAL =
      Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

  private NumberConverters() {}

  /** Registers the converters for int, long and double, boxed or not, on every command. */
  static void register(CommandLine cli) {
    ITypeConverter<Integer> ints = value -> (int) whole(value, Integer.MIN_VALUE, Integer.MAX_VALUE);
    ITypeConverter<Long> longs = value -> whole(value, Long.MIN_VALUE, Long.MAX_VALUE);
    ITypeConverter<Double> doubles = NumberConverters::decimal;
    cli.registerConverter(Integer.class, ints);
    cli.registerConverter(Integer.TYPE, ints);
    cli.registerConverter(Long.class, longs);
    cli.registerConverter(Long.TYPE, longs);
    cli.registerConverter(Double.class, doubles);
    cli.registerConverter(Double.TYPE, doubles);
  }

  static long whole(String value, long min, long max) {
    String text = value.strip();
    if (!WHOLE.matcher(text).matches()) {
      throw new TypeConversionException("must be a whole number, such as 10, not '" + value + "'");
    }
    BigInteger number = new BigInteger(text);
    if (number.compareTo(BigInteger.valueOf(max)) > 0) {
      throw new TypeConversionException("must be at most " + max + ", not " + text);
    }
    if (number.compareTo(BigInteger.valueOf(min)) < 0) {
      throw new TypeConversionException("must be at least " + min + ", not " + text);
    }
    return number.longValue();
  }

  static boolean isDecimal(String text) {
    return DECIMAL.matcher(text).matches();
  }

  /**
   * {@code compare --alpha}: a number, and not so small that a p-value could not be told from it
   * (whose digits a report would print in full). Its other bounds, 0 and 1, are compare's.
   */
  static final class Alpha implements ITypeConverter<Double> {

    /** The smallest level: p-values of a few runs are not told apart below it. */
    static final double LEAST = 1e-6;

    @Override
    public Double convert(String value) {
      double alpha = decimal(value);
      if (alpha > 0 && alpha < LEAST) {
        throw new TypeConversionException("must be at least 0.000001 (p-values of a few runs are"
            + " not told apart below it), not " + value.strip());
      }
      return alpha;
    }
  }

  static double decimal(String value) {
    String text = value.strip();
    if (!isDecimal(text)) {
      throw new TypeConversionException("must be a number, such as 0.5, not '" + value + "'");
    }
    return Double.parseDouble(text);
  }
}
