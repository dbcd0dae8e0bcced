package jsonmark.deser.citm;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;

/** A price of a performance; the checksum sums {@code amount}, which is checked. */
@CompiledJson
public record Price(Integer amount, int audienceSubCategoryId, int seatCategoryId) {

  /** Rejects a price without an amount. */
  public Price {
    require(amount, "prices.amount");
  }
}
