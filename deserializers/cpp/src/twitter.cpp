// Twitter1Benchmark: Σ retweet_count + favorite_count + user.followers_count
// + len(entities.hashtags) + Σ entities.user_mentions[].indices[0]
// + (retweeted_status ? retweeted_status.user.friends_count : 0), per status.
#include "benchmarks.h"
#include "walk.h"

namespace jsonmark {

using namespace walk;

// ---- DOM: read the checksum's fields out of the parsed tree ----

Problem Twitter1::decode(dom::element status, Tally &out) noexcept {
  if (error_code e = status.get_object().error()) return whole(e);
  int64_t retweets, favorites, followers;
  if (Problem p = dom_int(status, "retweet_count", retweets, "retweet_count")) return p;
  if (Problem p = dom_int(status, "favorite_count", favorites, "favorite_count")) return p;
  dom::element user;
  if (Problem p = dom_member(status, "user", user, "user")) return p;
  if (Problem p = dom_int(user, "followers_count", followers, "user.followers_count")) return p;
  int64_t sum = retweets + favorites + followers;

  dom::element entities;
  if (Problem p = dom_member(status, "entities", entities, "entities")) return p;
  dom::array hashtags, mentions;
  if (Problem p = dom_array(entities, "hashtags", hashtags, "entities.hashtags")) return p;
  sum += dom_length(hashtags);
  if (Problem p = dom_array(entities, "user_mentions", mentions, "entities.user_mentions")) return p;
  for (dom::element mention : mentions) {
    dom::array indices;
    if (Problem p = dom_array(mention, "indices", indices, "entities.user_mentions[].indices")) return p;
    int64_t first;
    if (error_code e = indices.at(0).get_int64().get(first)) return {e, "entities.user_mentions[].indices[0]"};
    sum += first;
  }

  dom::element retweeted;
  if (Problem p = dom_member(status, "retweeted_status", retweeted, "retweeted_status")) return p;
  if (!retweeted.is_null()) {
    dom::element retweeted_user;
    if (Problem p = dom_member(retweeted, "user", retweeted_user, "retweeted_status.user")) return p;
    int64_t friends;
    if (Problem p = dom_int(retweeted_user, "friends_count", friends, "retweeted_status.user.friends_count")) return p;
    sum += friends;
  }
  out = Tally{};
  out.checksum = sum;
  return {};
}

// ---- On-Demand: walk every value, reading the checksum's as their type ----

namespace {

/** The numbers one status contributes; a retweeted status is walked as a status too. */
struct StatusSums {
  int64_t retweets = 0, favorites = 0, followers = 0, friends = 0, hashtags = 0, mention_indices = 0;
  int64_t retweeted_friends = 0;  // 0 when retweeted_status is null
};

/**
 * A user: the checksum needs followers_count of a status's user and friends_count of a
 * retweeted status's user (`retweeted`); only that one is required, as in the DOM decoder.
 */
Problem walk_user(ondemand::value &value, bool retweeted, StatusSums &s) noexcept {
  bool followers = false, friends = false;
  if (Problem p = for_each_field(value, "user", [&](std::string_view key, ondemand::value &item) -> Problem {
        if (key == "followers_count" && !retweeted) {
          followers = true;
          return read_int(item, s.followers, "user.followers_count");
        }
        if (key == "friends_count" && retweeted) {
          friends = true;
          return read_int(item, s.friends, "retweeted_status.user.friends_count");
        }
        return skip(item);
      })) {
    return p;
  }
  return retweeted ? require(friends, "retweeted_status.user.friends_count") : require(followers, "user.followers_count");
}

Problem walk_mention(ondemand::value &value, StatusSums &s) noexcept {
  bool indices = false;
  if (Problem p = for_each_field(value, "entities.user_mentions[]", [&](std::string_view key, ondemand::value &item) -> Problem {
        if (key != "indices") return skip(item);
        indices = true;
        int64_t length = 0;
        if (Problem p = for_each_element(item, "entities.user_mentions[].indices", length, [&](ondemand::value &index) -> Problem {
              if (length > 0) return skip(index);
              int64_t first;
              if (Problem p = read_int(index, first, "entities.user_mentions[].indices[0]")) return p;
              s.mention_indices += first;
              return {};
            })) {
          return p;
        }
        return require(length > 0, "entities.user_mentions[].indices[0]");
      })) {
    return p;
  }
  return require(indices, "entities.user_mentions[].indices");
}

Problem walk_entities(ondemand::value &value, StatusSums &s) noexcept {
  bool hashtags = false, mentions = false;
  if (Problem p = for_each_field(value, "entities", [&](std::string_view key, ondemand::value &item) -> Problem {
        if (key == "hashtags") {
          hashtags = true;
          return for_each_element(item, "entities.hashtags", s.hashtags, skip);
        }
        if (key == "user_mentions") {
          mentions = true;
          int64_t length;
          return for_each_element(item, "entities.user_mentions", length,
                                  [&](ondemand::value &mention) { return walk_mention(mention, s); });
        }
        return skip(item);
      })) {
    return p;
  }
  if (Problem p = require(hashtags, "entities.hashtags")) return p;
  return require(mentions, "entities.user_mentions");
}

/**
 * A status, or with `retweeted` the status it retweets. Every value is read; those the
 * checksum needs are required and read as integers, for the retweeted status only its
 * user's friends_count (the rest of it is consumed), exactly as the DOM decoder requires.
 */
Problem walk_status(ondemand::object &status, bool retweeted, StatusSums &s) noexcept {
  // The fields the checksum needs, as bits of `seen`.
  enum : unsigned { kRetweets = 1, kFavorites = 2, kUser = 4, kEntities = 8, kRetweeted = 16 };
  unsigned seen = 0;
  if (Problem p = for_each_field(status, [&](std::string_view key, ondemand::value &item) -> Problem {
        switch (key.size()) {  // most keys are rejected on their length alone
          case 4:
            if (key == "user") {
              seen |= kUser;
              return walk_user(item, retweeted, s);
            }
            break;
          case 8:
            if (key == "entities" && !retweeted) {
              seen |= kEntities;
              return walk_entities(item, s);
            }
            break;
          case 13:
            if (key == "retweet_count" && !retweeted) {
              seen |= kRetweets;
              return read_int(item, s.retweets, "retweet_count");
            }
            break;
          case 14:
            if (key == "favorite_count" && !retweeted) {
              seen |= kFavorites;
              return read_int(item, s.favorites, "favorite_count");
            }
            break;
          case 16:
            if (key == "retweeted_status" && !retweeted) {
              seen |= kRetweeted;
              bool null;
              if (Problem p = at(item.is_null().get(null), "retweeted_status")) return p;
              if (null) return {};
              ondemand::object retweeted_status;
              if (Problem p = at(item.get_object().get(retweeted_status), "retweeted_status")) return p;
              StatusSums nested;
              if (Problem p = walk_status(retweeted_status, true, nested)) return p;
              s.retweeted_friends = nested.friends;
              return {};
            }
            break;
        }
        return skip(item);
      })) {
    return p;
  }
  if (retweeted) return require(seen & kUser, "retweeted_status.user");
  if (Problem p = require(seen & kRetweets, "retweet_count")) return p;
  if (Problem p = require(seen & kFavorites, "favorite_count")) return p;
  if (Problem p = require(seen & kUser, "user")) return p;
  if (Problem p = require(seen & kEntities, "entities")) return p;
  return require(seen & kRetweeted, "retweeted_status");
}

}  // namespace

Problem Twitter1::decode(ondemand::document_reference &doc, Tally &out) noexcept {
  ondemand::object status;
  if (error_code e = doc.get_object().get(status)) return whole(e);
  StatusSums s;
  if (Problem p = walk_status(status, false, s)) return p;
  out = Tally{};
  out.checksum = s.retweets + s.favorites + s.followers + s.hashtags + s.mention_indices + s.retweeted_friends;
  return {};
}

}  // namespace jsonmark
