package jsonmark.benchmark.twitter;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jsonmark.benchmark.twitter.Entities.Description;
import jsonmark.benchmark.twitter.Entities.Hashtag;
import jsonmark.benchmark.twitter.Entities.Mention;
import jsonmark.benchmark.twitter.Entities.Url;
import jsonmark.benchmark.twitter.Entities.UserEntities;


/** Draws statuses and their users, with a search's proportions of nulls, replies and retweets. */
final class Statuses {

  /** Status ids of 2014 are near 5 * 10^17, far above 2^53, where doubles lose integers. */
  private static final long FIRST_STATUS_ID = 500_000_000_000_000_000L;
  private static final long STATUS_ID_SPAN = 10_000_000_000_000_000L;
  private static final long AUGUST_2014 = 1_406_851_200L;
  private static final long JANUARY_2007 = 1_167_609_600L;
  private static final int[] POWERS_OF_TEN = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000};

  private Statuses() {}

  /** A status; when {@code mayRetweet}, sometimes a retweet carrying the original status. */
  static Status status(SplittableRandom r, boolean mayRetweet) {
    Status original = mayRetweet && r.nextInt(100) < 45 ? status(r, false) : null;
    CodePointText text = new CodePointText();
    List<Hashtag> hashtags = new ArrayList<>(3);
    List<Url> urls = new ArrayList<>(1);
    List<Mention> mentions = new ArrayList<>(3);
    int lang;
    if (original != null) {
      lang = langIndex(original.lang());
      text.append("RT ");
      User author = original.user();
      mentions.add(mention(author.screenName(), author.name(), author.id(), text));
      text.append(": ");
      int shift = text.position();
      text.append(original.text());
      Entities inner = original.entities();
      // A retweet's entities are the original's, moved right by the "RT @name: " prefix.
      for (Hashtag h : inner.hashtags()) {
        hashtags.add(new Hashtag(h.text(), shifted(h.indices(), shift)));
      }
      for (Url u : inner.urls()) {
        urls.add(new Url(u.url(), u.expandedUrl(), u.displayUrl(), shifted(u.indices(), shift)));
      }
      for (Mention m : inner.userMentions()) {
        mentions.add(
            new Mention(m.screenName(), m.name(), m.id(), m.idStr(), shifted(m.indices(), shift)));
      }
    } else {
      lang = r.nextInt(TweetText.LANGS.length);
      for (int i = r.nextInt(100) < 30 ? r.nextInt(1, 4) : 0; i > 0; i--) {
        mentions.add(
            mention(TweetText.screenName(r), TweetText.pick(r, TweetText.NAMES), userId(r), text));
        text.append(" ");
      }
      TweetText.phrases(r, lang, r.nextInt(1, 6), text);
      for (int i = r.nextInt(4); i > 0; i--) {
        text.append(" ");
        int start = text.position();
        String tag = TweetText.pick(r, TweetText.HASHTAGS);
        text.append("#").append(tag);
        hashtags.add(new Hashtag(tag, List.of(start, text.position())));
      }
      if (r.nextInt(100) < 30) {
        text.append(" ");
        urls.add(url(r, text));
      }
    }
    boolean reply = original == null && r.nextInt(100) < 25;
    Long replyTo = reply ? FIRST_STATUS_ID + r.nextLong(STATUS_ID_SPAN) : null;
    Long replyToUser = reply ? userId(r) : null;
    long id = FIRST_STATUS_ID + r.nextLong(STATUS_ID_SPAN);
    return new Status(
        new Metadata(r.nextInt(10) == 0 ? "popular" : "recent", TweetText.LANGS[lang]),
        TwitterDate.format(AUGUST_2014 + r.nextLong(31 * 86_400L)),
        id,
        Long.toString(id),
        text.toString(),
        TweetText.pick(r, TweetText.SOURCES),
        r.nextInt(50) == 0,
        replyTo,
        reply ? replyTo.toString() : null,
        replyToUser,
        reply ? replyToUser.toString() : null,
        reply ? TweetText.screenName(r) : null,
        user(r),
        null,
        null,
        null,
        null,
        original,
        original != null ? original.retweetCount() : skewed(r, 4),
        original != null ? 0 : skewed(r, 3),
        new Entities(hashtags, List.of(), urls, mentions),
        false,
        r.nextInt(20) == 0,
        urls.isEmpty() ? null : r.nextInt(20) == 0,
        TweetText.LANGS[lang]);
  }

  private static User user(SplittableRandom r) {
    long id = userId(r);
    CodePointText description = new CodePointText();
    TweetText.phrases(r, r.nextInt(TweetText.LANGS.length), r.nextInt(1, 4), description);
    List<Url> descriptionUrls = new ArrayList<>(1);
    if (r.nextInt(4) == 0) {
      description.append(" ");
      descriptionUrls.add(url(r, description));
    }
    boolean withZone = r.nextInt(10) < 6;
    int zone = r.nextInt(TweetText.TIME_ZONES.length);
    return new User(
        id,
        Long.toString(id),
        TweetText.pick(r, TweetText.NAMES),
        TweetText.screenName(r),
        TweetText.pick(r, TweetText.LOCATIONS),
        description.toString(),
        r.nextInt(10) < 3 ? "http://" + TweetText.pick(r, TweetText.DOMAINS) + "/"
            + TweetText.alnum(r, 6) : null,
        new UserEntities(new Description(descriptionUrls)),
        r.nextInt(50) == 0,
        skewed(r, 6),
        skewed(r, 4),
        skewed(r, 3),
        TwitterDate.format(JANUARY_2007 + r.nextLong(AUGUST_2014 - JANUARY_2007)),
        skewed(r, 4),
        withZone ? TweetText.UTC_OFFSETS[zone] : null,
        withZone ? TweetText.TIME_ZONES[zone] : null,
        r.nextBoolean(),
        r.nextInt(30) == 0,
        skewed(r, 5),
        TweetText.pick(r, TweetText.LANGS),
        "https://pbs.twimg.com/profile_images/" + r.nextLong(100_000_000_000_000_000L) + "/"
            + TweetText.alnum(r, 8) + "_normal.jpeg",
        r.nextBoolean(),
        r.nextBoolean() ? null : Boolean.FALSE,
        r.nextBoolean() ? null : Boolean.FALSE);
  }

  /** Appends {@code @screenName} to {@code text} and returns the mention with its indices. */
  private static Mention mention(String screenName, String name, long id, CodePointText text) {
    int start = text.position();
    text.append("@").append(screenName);
    return new Mention(screenName, name, id, Long.toString(id), List.of(start, text.position()));
  }

  private static Url url(SplittableRandom r, CodePointText text) {
    String domain = TweetText.pick(r, TweetText.DOMAINS);
    String path = TweetText.alnum(r, 7);
    String shortened = "http://t.co/" + TweetText.alnum(r, 10);
    int start = text.position();
    text.append(shortened);
    return new Url(shortened, "http://" + domain + "/" + path + "?ref=tw&lang=fr",
        domain + "/" + path, List.of(start, text.position()));
  }

  private static List<Integer> shifted(List<Integer> indices, int by) {
    return List.of(indices.get(0) + by, indices.get(1) + by);
  }

  /** A user id: below 2^53 in this benchmark, as the contract's {@code int53} says. */
  private static long userId(SplittableRandom r) {
    return r.nextLong(10_000L, 3_000_000_000L);
  }

  /** A count spread over orders of magnitude, mostly small, as followers and retweets are. */
  private static int skewed(SplittableRandom r, int maxDigits) {
    return r.nextInt(POWERS_OF_TEN[r.nextInt(maxDigits + 1)]);
  }

  private static int langIndex(String lang) {
    return List.of(TweetText.LANGS).indexOf(lang);
  }
}
