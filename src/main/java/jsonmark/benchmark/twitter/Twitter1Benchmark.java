package jsonmark.benchmark.twitter;

import java.util.SplittableRandom;
import jsonmark.benchmark.Benchmark;

/**
 * Statuses shaped like the Twitter API v1.1 search results of simdjson's {@code twitter.json}:
 * long Unicode strings that need escaping, 64-bit ids, many nulls, nested retweets.
 */
public final class Twitter1Benchmark implements Benchmark<Status> {

  @Override
  public String name() {
    return "Twitter1Benchmark";
  }

  @Override
  public int version() {
    return 1;
  }

  @Override
  public String description() {
    return "Twitter API statuses: Unicode text with escapes, ids above 2^53, nulls, nested"
        + " retweets (~2.5 KB; 120,000 records, ~300 MB)";
  }

  @Override
  public long seed() {
    return 2014;
  }

  @Override
  public long defaultRecords() {
    return 120_000;
  }

  /** About 1.5 MB of JSON a block. */
  @Override
  public int recordsPerBlock() {
    return 512;
  }

  @Override
  public Class<Status> recordType() {
    return Status.class;
  }

  @Override
  public Status next(SplittableRandom random) {
    return Statuses.status(random, true);
  }

  /** As docs/benchmarks.md: counts, hashtags, mention starts, the retweeted user's friends. */
  @Override
  public long checksum(Status status) {
    long sum =
        (long) status.retweetCount() + status.favoriteCount() + status.user().followersCount()
            + status.entities().hashtags().size();
    for (Entities.Mention mention : status.entities().userMentions()) {
      sum += mention.indices().get(0);
    }
    if (status.retweetedStatus() != null) {
      sum += status.retweetedStatus().user().friendsCount();
    }
    return sum;
  }
}
