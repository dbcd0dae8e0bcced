package jsonmark.benchmark.citm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import jsonmark.benchmark.citm.Performance.Area;
import jsonmark.benchmark.citm.Performance.Price;
import jsonmark.benchmark.citm.Performance.SeatCategory;

/** Draws a concert hall's events, with the names and id ranges of {@code citm_catalog.json}. */
final class Events {

  private static final String[] EVENT_NAMES = {
    "30th Anniversary Tour", "Berliner Philharmoniker", "Orchestre Philharmonique de Radio France",
    "WDR Sinfonieorchester Köln", "Alessandro - G.F. Haendel", "Orchestre Colonne",
    "Orchestre Symphonique d'Etat de São Paulo", "Le génie italien",
    "Les Noces de Figaro - W.A. Mozart (version de concert)", "Patricia Petibon - Nouveau Monde",
    "Orchestre National d'Île-de-France", "Gewandhausorchester Leipzig",
    "Menahem Pressler - Quatuor Ebène",
    "Noël à l'Opéra", "Orchestre de Paris — Été", "Récital Hélène Grimaud", "Brahms, l'intégrale"
  };

  private static final String[] SUBTITLES = {
    "Saison 2014", "Récital", "Création mondiale", "Cycle Béla Bartók"
  };

  private static final String[] AREA_NAMES = {
    "Arrière-scène central", "1er balcon central", "2ème balcon bergerie cour",
    "2ème balcon bergerie jardin", "1er balcon bergerie jardin", "1er balcon bergerie cour",
    "Arrière-scène jardin", "Arrière-scène cour", "Parterre côté cour", "Parterre côté jardin",
    "Loge côté cour", "Fosse d'orchestre"
  };

  private static final String[] CATEGORY_NAMES = {
    "1ère catégorie", "2ème catégorie", "3ème catégorie", "4ème catégorie", "5ème catégorie",
    "Catégorie unique"
  };

  private static final int[] TOPICS = {107888604, 324846098, 324846099, 324846100, 324846101};
  private static final int[] SUB_TOPICS = {
    337184262, 337184263, 337184267, 337184268, 337184269, 337184273, 337184275, 337184283
  };
  private static final String[] VENUES = {
    "PLEYEL_PLEYEL", "PLEYEL_SALLE_DES_CONCERTS__335_PLACES_",
    "PLEYEL_SALLE_DES_CONCERTS__300_PLACES_"
  };
  private static final int[] BLOCKS = {1, 2, 3, 4, 5};
  private static final int FIRST_AREA = 205_705_993;
  private static final long JULY_2013_MS = 1_372_701_600_000L;
  private static final String LOGO_CHARS =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

  private Events() {}

  static Event event(SplittableRandom r) {
    int id = r.nextInt(138_586_341, 342_000_000);
    String name = EVENT_NAMES[r.nextInt(EVENT_NAMES.length)];
    String description = r.nextInt(10) == 0 ? name + " : programme à venir" : null;
    String subTitle = r.nextInt(7) == 0 ? SUBTITLES[r.nextInt(SUBTITLES.length)] : null;
    String logo = r.nextBoolean() ? logo(r) : null;
    List<Integer> topicIds = ids(r, TOPICS, r.nextInt(1, 5));
    List<Integer> subTopicIds = ids(r, SUB_TOPICS, r.nextInt(1, 5));
    Map<String, String> areaNames = new LinkedHashMap<>();
    Map<String, String> seatCategoryNames = new LinkedHashMap<>();
    List<Performance> performances = new ArrayList<>(4);
    int firstCategory = r.nextInt(338_937_000, 339_000_000);
    for (int p = r.nextInt(1, 5); p > 0; p--) {
      performances.add(performance(r, id, name, firstCategory, areaNames, seatCategoryNames));
    }
    return new Event(id, name, description, subTitle, logo, null, topicIds, subTopicIds,
        performances, areaNames, seatCategoryNames);
  }

  /** A performance; names every area and seat category it uses in the event's maps. */
  private static Performance performance(
      SplittableRandom r,
      int eventId,
      String eventName,
      int firstCategory,
      Map<String, String> areaNames,
      Map<String, String> categoryNames) {
    int categories = r.nextInt(1, 6);
    List<SeatCategory> seatCategories = new ArrayList<>(categories);
    List<Price> prices = new ArrayList<>(categories * 2);
    int audience = r.nextInt(10) < 8 ? 337_100_890 : 337_100_891;
    for (int c = 0; c < categories; c++) {
      int category = firstCategory + c;
      categoryNames.putIfAbsent(Integer.toString(category), CATEGORY_NAMES[c]);
      List<Area> areas = new ArrayList<>();
      for (int a = r.nextInt(2, 17); a > 0; a--) {
        int area = r.nextInt(AREA_NAMES.length * 2);
        // Two areas share each name, as the halves of a balcony do.
        areaNames.putIfAbsent(
            Integer.toString(FIRST_AREA + area), AREA_NAMES[area % AREA_NAMES.length]);
        List<Integer> blocks = r.nextInt(10) == 0 ? ids(r, BLOCKS, r.nextInt(1, 4)) : List.of();
        areas.add(new Area(FIRST_AREA + area, blocks));
      }
      seatCategories.add(new SeatCategory(category, areas));
      for (int i = r.nextInt(4) == 0 ? 2 : 1; i > 0; i--) {
        prices.add(new Price(r.nextInt(10, 2_500) * 50, audience + i - 1, category));
      }
    }
    return new Performance(
        r.nextInt(339_000_000, 342_000_000),
        eventId,
        r.nextInt(5) == 0 ? (r.nextBoolean() ? "Première" : eventName) : null,
        null,
        r.nextInt(10) < 3 ? logo(r) : null,
        JULY_2013_MS + r.nextInt(365) * 86_400_000L + r.nextInt(5) * 1_800_000L,
        seatCategories,
        prices,
        r.nextInt(10) == 0 ? "/images/seatmap/" + logo(r).substring(8) : null,
        VENUES[r.nextInt(VENUES.length)]);
  }

  private static List<Integer> ids(SplittableRandom r, int[] pool, int count) {
    List<Integer> ids = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ids.add(pool[r.nextInt(pool.length)]);
    }
    return ids;
  }

  private static String logo(SplittableRandom r) {
    char[] chars = new char[24];
    for (int i = 0; i < chars.length; i++) {
      chars[i] = LOGO_CHARS.charAt(r.nextInt(LOGO_CHARS.length()));
    }
    return "/images/UE0AAAAA" + new String(chars);
  }
}
