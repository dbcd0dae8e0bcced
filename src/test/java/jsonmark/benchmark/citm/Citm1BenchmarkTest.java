package jsonmark.benchmark.citm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jsonmark.benchmark.RecordBlocks;
import org.junit.jupiter.api.Test;

/** Events are internally consistent, with nulls where the catalogue has them. */
class Citm1BenchmarkTest {

  private final List<Event> events = new RecordBlocks<>(new Citm1Benchmark(), 500).all();

  @Test
  void mapsNameExactlyTheAreasAndCategoriesInUseUnderNumericKeys() {
    for (Event e : events) {
      Set<String> areas = new LinkedHashSet<>();
      Set<String> categories = new LinkedHashSet<>();
      for (Performance p : e.performances()) {
        assertThat(p.eventId()).isEqualTo(e.id());
        for (Performance.SeatCategory c : p.seatCategories()) {
          categories.add(Integer.toString(c.seatCategoryId()));
          c.areas().forEach(a -> areas.add(Integer.toString(a.areaId())));
        }
        p.prices()
            .forEach(price -> assertThat(categories).contains("" + price.seatCategoryId()));
      }
      assertThat(e.areaNames().keySet()).containsExactlyElementsOf(areas);
      assertThat(e.seatCategoryNames().keySet()).containsExactlyElementsOf(categories);
    }
  }

  @Test
  void nullsWhereTheCatalogueHasThem() {
    for (Event e : events) {
      assertThat(e.subjectCode()).isNull();
      e.performances().forEach(p -> assertThat(p.description()).isNull());
    }
    assertThat(events).anyMatch(e -> e.logo() == null).anyMatch(e -> e.logo() != null);
    assertThat(events).anyMatch(e -> e.subTitle() == null).anyMatch(e -> e.subTitle() != null);
    assertThat(events).anyMatch(e -> e.name().contains("é"));
  }

  @Test
  void startsAreMillisecondTimestampsOfTheSeason() {
    for (Event e : events) {
      for (Performance p : e.performances()) {
        assertThat(p.start()).isBetween(1_372_000_000_000L, 1_405_000_000_000L);
        assertThat(p.start() % 60_000).isZero();
      }
    }
  }
}
