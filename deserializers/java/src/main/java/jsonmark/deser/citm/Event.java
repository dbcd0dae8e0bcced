package jsonmark.deser.citm;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;
import java.util.List;
import java.util.Map;
import jsonmark.deser.Checksummed;

/**
 * One Citm1Benchmark line: an event with every documented field typed. The keys are camelCase,
 * which Java names match, so no renaming is needed. The maps keep their numeric keys as strings,
 * as JSON writes them.
 */
@CompiledJson
public record Event(
    int id,
    String name,
    String description,
    String subTitle,
    String logo,
    Object subjectCode,
    List<Integer> topicIds,
    List<Integer> subTopicIds,
    List<Performance> performances,
    Map<String, String> areaNames,
    Map<String, String> seatCategoryNames)
    implements Checksummed {

  /** Rejects an event without a value that the checksum reads. */
  public Event {
    require(topicIds, "topicIds");
    require(areaNames, "areaNames");
    require(performances, "performances");
  }

  @Override
  public long checksum() {
    long sum = (long) topicIds.size() + areaNames.size();
    for (Performance performance : performances) {
      for (Price price : performance.prices()) {
        sum += price.amount();
      }
      for (SeatCategory category : performance.seatCategories()) {
        sum += category.areas().size();
      }
    }
    return sum;
  }
}
