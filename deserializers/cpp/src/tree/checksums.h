// The benchmarks' checksums (docs/benchmarks.md) over any library's document tree, through
// an adapter A: A::Value is a node, and A's static functions ask what a node is and read it.
// Only the values a checksum needs are read, strictly: a missing key, a null or a string
// where an integer belongs, a fraction or an integer beyond 64 bits is a LineError.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "tree.h"

namespace jsonmark::tree {

/** The deepest nesting validation mode writes back (check_writable). */
constexpr size_t kMaxWriteDepth = 10000;

/** What a node is, for the generic checksum of benchmark Data. */
enum class Kind { Null, True, False, Number, String, Array, Object };

template <class A>
struct Checksums {
  using V = typename A::Value;

  static LineError problem(const char *path, const char *what) {
    return LineError(std::string("field \"") + path + "\": " + what);
  }

  /** Member `key` of `parent`, which must be an object holding it. */
  static const V &member(const V &parent, const char *key, const char *path) {
    const V *value = A::is_object(parent) ? A::find(parent, key) : nullptr;
    if (!value) throw LineError(std::string("missing field \"") + path + "\"");
    return *value;
  }

  static int64_t integer(const V &value, const char *path) {
    int64_t out;
    if (!A::to_int64(value, out)) throw problem(path, "not a 64-bit integer");
    return out;
  }

  static int64_t integer(const V &parent, const char *key, const char *path) {
    return integer(member(parent, key, path), path);
  }

  static const V &array(const V &parent, const char *key, const char *path) {
    const V &value = member(parent, key, path);
    if (!A::is_array(value)) throw problem(path, "not an array");
    return value;
  }

  static const V &object(const V &parent, const char *key, const char *path) {
    const V &value = member(parent, key, path);
    if (!A::is_object(value)) throw problem(path, "not an object");
    return value;
  }

  static void require_object(const V &root) {
    if (!A::is_object(root)) throw LineError("not a JSON object");
  }

  static int64_t simple1(const V &r) {
    require_object(r);
    return integer(r, "integer_1", "integer_1") + integer(r, "integer_2", "integer_2");
  }

  static int64_t twitter1(const V &s) {
    require_object(s);
    int64_t sum = integer(s, "retweet_count", "retweet_count") + integer(s, "favorite_count", "favorite_count") +
                  integer(object(s, "user", "user"), "followers_count", "user.followers_count");
    const V &entities = object(s, "entities", "entities");
    sum += static_cast<int64_t>(A::size(array(entities, "hashtags", "entities.hashtags")));
    for (const V &mention : A::elements(array(entities, "user_mentions", "entities.user_mentions"))) {
      const V &indices = array(mention, "indices", "entities.user_mentions[].indices");
      if (A::size(indices) == 0) throw problem("entities.user_mentions[].indices", "empty");
      sum += integer(*A::elements(indices).begin(), "entities.user_mentions[].indices[0]");
    }
    const V &retweeted = member(s, "retweeted_status", "retweeted_status");  // present, maybe null
    if (!A::is_null(retweeted)) {
      sum += integer(object(retweeted, "user", "retweeted_status.user"), "friends_count",
                     "retweeted_status.user.friends_count");
    }
    return sum;
  }

  /**
   * The points of one polygon (an array of rings). Each point must be an array of two
   * numbers, as jsonmark-cpp's simdjson variants require, so all accept the same lines.
   */
  static int64_t polygon_points(const V &polygon) {
    if (!A::is_array(polygon)) throw problem("geometry.coordinates", "a polygon is not an array");
    int64_t points = 0;
    for (const V &ring : A::elements(polygon)) {
      if (!A::is_array(ring)) throw problem("geometry.coordinates", "a ring is not an array");
      for (const V &point : A::elements(ring)) {
        if (!A::is_array(point) || A::size(point) != 2) {
          throw problem("geometry.coordinates", "a point is not an array of two numbers");
        }
        for (const V &number : A::elements(point)) {
          if (A::kind(number) != Kind::Number) throw problem("geometry.coordinates", "a point is not an array of two numbers");
        }
        points++;
      }
    }
    return points;
  }

  static int64_t canada1(const V &f) {
    require_object(f);
    int64_t id = integer(object(f, "properties", "properties"), "id", "properties.id");
    const V &geometry = object(f, "geometry", "geometry");
    const V &type = member(geometry, "type", "geometry.type");
    const V &coordinates = array(geometry, "coordinates", "geometry.coordinates");
    std::string_view kind = A::is_string(type) ? A::text(type) : std::string_view();
    if (kind == "Polygon") return id + polygon_points(coordinates);
    if (kind != "MultiPolygon") throw problem("geometry.type", "neither Polygon nor MultiPolygon");
    int64_t points = 0;
    for (const V &polygon : A::elements(coordinates)) points += polygon_points(polygon);
    return id + points;
  }

  static int64_t citm1(const V &e) {
    require_object(e);
    int64_t sum = static_cast<int64_t>(A::size(array(e, "topicIds", "topicIds"))) +
                  static_cast<int64_t>(A::size(object(e, "areaNames", "areaNames")));
    for (const V &performance : A::elements(array(e, "performances", "performances"))) {
      for (const V &price : A::elements(array(performance, "prices", "performances[].prices"))) {
        sum += integer(price, "amount", "performances[].prices[].amount");
      }
      for (const V &category : A::elements(array(performance, "seatCategories", "performances[].seatCategories"))) {
        sum += static_cast<int64_t>(A::size(array(category, "areas", "performances[].seatCategories[].areas")));
      }
    }
    return sum;
  }

  /**
   * The generic checksum: 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers
   * + 11·trues + 13·falses + 17·nulls + 19·code points of string values and keys; a stack,
   * not recursion, so any depth the parser accepted is counted.
   */
  static int64_t data(const V &root) {
    int64_t sum = 0;
    std::vector<const V *> stack{&root};
    while (!stack.empty()) {
      const V &value = *stack.back();
      stack.pop_back();
      switch (A::kind(value)) {
        case Kind::Object:
          sum += 1;
          A::for_each_member(value, [&](std::string_view key, const V &member) {
            sum += 3 + 19 * code_points(key);
            stack.push_back(&member);
          });
          break;
        case Kind::Array:
          sum += 2;
          for (const V &element : A::elements(value)) stack.push_back(&element);
          break;
        case Kind::String: sum += 5 + 19 * code_points(A::text(value)); break;
        case Kind::Number: sum += 7; break;
        case Kind::True: sum += 11; break;
        case Kind::False: sum += 13; break;
        case Kind::Null: sum += 17; break;
      }
    }
    return sum;
  }

  /**
   * Throws unless `root` nests at most kMaxWriteDepth arrays and objects deep. Both
   * libraries' writers recurse once per level, so a valid line of 100,000 brackets would
   * overflow the stack while being written back (validation mode only).
   */
  static void check_writable(const V &root) {
    std::vector<std::pair<const V *, size_t>> stack{{&root, 0}};
    while (!stack.empty()) {
      auto [value, depth] = stack.back();
      stack.pop_back();
      Kind kind = A::kind(*value);
      if (kind != Kind::Array && kind != Kind::Object) continue;
      if (depth == kMaxWriteDepth) {
        throw LineError("cannot write the record back: nested deeper than " + std::to_string(kMaxWriteDepth) +
                        " levels, beyond what the library's recursive writer is given here");
      }
      if (kind == Kind::Array) {
        for (const V &element : A::elements(*value)) stack.push_back({&element, depth + 1});
      } else {
        A::for_each_member(*value, [&](std::string_view, const V &member) { stack.push_back({&member, depth + 1}); });
      }
    }
  }
};

}  // namespace jsonmark::tree
