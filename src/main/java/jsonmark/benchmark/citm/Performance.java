package jsonmark.benchmark.citm;

import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/** One performance of an event: when, where, and the prices of each seat category. */
@CompiledJson
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({
  "id", "eventId", "name", "description", "logo", "start", "seatCategories", "prices",
  "seatMapImage", "venueCode"
})
@JSONType(
    orders = {
      "id", "eventId", "name", "description", "logo", "start", "seatCategories", "prices",
      "seatMapImage", "venueCode"
    })
public record Performance(
    @JsonProperty("id") int id,
    @JsonProperty("eventId") int eventId,
    @JsonProperty("name") String name,
    @JsonProperty("description") Object description,
    @JsonProperty("logo") String logo,
    @JsonProperty("start") long start,
    @JsonProperty("seatCategories") List<SeatCategory> seatCategories,
    @JsonProperty("prices") List<Price> prices,
    @JsonProperty("seatMapImage") String seatMapImage,
    @JsonProperty("venueCode") String venueCode) {

  /** A seat category and the areas of the hall it covers. */
  @CompiledJson
  @JsonPropertyOrder({"seatCategoryId", "areas"})
  @JSONType(orders = {"seatCategoryId", "areas"})
  public record SeatCategory(
      @JsonProperty("seatCategoryId") int seatCategoryId,
      @JsonProperty("areas") List<Area> areas) {}

  /** An area of the hall, with the blocks of seats sold in it (usually none listed). */
  @CompiledJson
  @JsonPropertyOrder({"areaId", "blockIds"})
  @JSONType(orders = {"areaId", "blockIds"})
  public record Area(
      @JsonProperty("areaId") int areaId, @JsonProperty("blockIds") List<Integer> blockIds) {}

  /** A price in euro cents for one audience sub-category in one seat category. */
  @CompiledJson
  @JsonPropertyOrder({"amount", "audienceSubCategoryId", "seatCategoryId"})
  @JSONType(orders = {"amount", "audienceSubCategoryId", "seatCategoryId"})
  public record Price(
      @JsonProperty("amount") int amount,
      @JsonProperty("audienceSubCategoryId") int audienceSubCategoryId,
      @JsonProperty("seatCategoryId") int seatCategoryId) {}
}
