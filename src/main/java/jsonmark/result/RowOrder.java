package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The order of the results' rows (--sort), hyperfine's: {@code auto} sorts the results table by
 * speed and keeps the commands' order in the markup exports, {@code command} keeps the commands'
 * order everywhere, {@code mean-time} sorts by mean everywhere.
 */
public enum RowOrder {
  /** The results table (and the lines under it) fastest first, the markup exports as given. */
  AUTO,
  /** The commands' order everywhere. */
  COMMAND,
  /** Fastest first everywhere. */
  MEAN_TIME;

  /** {@code auto}, {@code command} or {@code mean-time}, as the option and summary.json write it. */
  @JsonValue
  public String code() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The order written {@code code}, in any case; {@code speed} and {@code input}, the words of
   * results written before hyperfine's, are {@code mean-time} and {@code command}.
   */
  @JsonCreator
  public static RowOrder of(String code) {
    return switch (code.toLowerCase(Locale.ROOT)) {
      case "speed" -> MEAN_TIME;
      case "input" -> COMMAND;
      default -> valueOf(code.toUpperCase(Locale.ROOT).replace('-', '_'));
    };
  }

  /** Whether the results table and the lines under it keep the commands' order. */
  public boolean tableAsGiven() {
    return this == COMMAND;
  }

  /** Whether the markup exports (Markdown, AsciiDoc) keep the commands' order. */
  public boolean exportsAsGiven() {
    return this != MEAN_TIME;
  }
}
