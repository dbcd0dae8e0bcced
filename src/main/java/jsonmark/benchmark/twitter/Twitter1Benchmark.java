package jsonmark.benchmark.twitter;

import java.util.SplittableRandom;
import jsonmark.benchmark.DefinedBenchmark;

/**
 * Statuses shaped like the Twitter API v1.1 search results of simdjson's {@code twitter.json}:
 * long Unicode strings that need escaping, 64-bit ids, many nulls, nested retweets.
 */
public final class Twitter1Benchmark extends DefinedBenchmark<Status> {

  private static final String DESCRIPTION =
      "Twitter API statuses: Unicode text with escapes, ids above 2^53, nulls, nested"
          + " retweets (~2.5 KB; 120,000 records, ~300 MB)";

  public Twitter1Benchmark() {
    // 512 records a block: about 1.5 MB of JSON
    super(new Definition<>("Twitter1Benchmark", 1, DESCRIPTION, 2014, 120_000, 512, Status.class));
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
