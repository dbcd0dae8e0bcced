package jsonmark.deser.citm;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/** A seat category of a performance and the areas it covers; the checksum counts the areas. */
@CompiledJson
public record SeatCategory(int seatCategoryId, List<Area> areas) {

  /** Rejects a seat category without areas. */
  public SeatCategory {
    require(areas, "seatCategories.areas");
  }
}
