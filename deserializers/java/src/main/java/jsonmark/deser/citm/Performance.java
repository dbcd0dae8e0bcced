package jsonmark.deser.citm;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/**
 * One performance of an event; {@code start} is in milliseconds since 1970.
 *
 * <p>{@code description} is always null. It is a {@code String}, not an {@code Object} like the
 * other always-null fields: a list of a record with an {@code Object} component sends DSL-JSON's
 * generated code to a run-time lookup of {@code List<Performance>}, which needs its reflection.
 */
@CompiledJson
public record Performance(
    int id,
    int eventId,
    String name,
    String description,
    String logo,
    long start,
    List<SeatCategory> seatCategories,
    List<Price> prices,
    String seatMapImage,
    String venueCode) {

  /** Rejects a performance without the lists that the checksum reads. */
  public Performance {
    require(seatCategories, "performances.seatCategories");
    require(prices, "performances.prices");
  }
}
