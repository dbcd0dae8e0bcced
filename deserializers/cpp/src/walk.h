// Small helpers shared by the decoders of Twitter1, Canada1 and Citm1.
//
// DOM: the parse has already validated the document and converted every value; these read
// the values the checksum needs, strictly (missing, null, fractional or wrongly typed → a
// Problem naming the field).
//
// On-Demand: nothing is parsed until asked for, so the decoders walk every member of every
// object and every element of every array (for_each_field, for_each_element), read the
// values the checksum needs as their type, and hand every other value to consume_any.
#pragma once

#include <utility>

#include "ondemand_record.h"
#include "record.h"

namespace jsonmark {
namespace walk {

using simdjson::error_code;
using simdjson::SUCCESS;
namespace dom = simdjson::dom;
namespace ondemand = simdjson::ondemand;

/** A Problem about field `path`, or none if `e` is SUCCESS. */
inline Problem at(error_code e, const char *path) noexcept { return e ? Problem{e, path} : Problem{}; }

/** A Problem with the document as a whole (invalid JSON), or none. */
inline Problem whole(error_code e) noexcept { return e ? Problem{e, nullptr} : Problem{}; }

// ---- DOM ----

/** Member `key` of `parent` (which must be an object) as an integer. */
inline Problem dom_int(dom::element parent, std::string_view key, int64_t &out, const char *path) noexcept {
  dom::element value;
  if (error_code e = parent[key].get(value)) return {e, path};  // NO_SUCH_FIELD or not an object
  return at(value.get_int64().get(out), path);
}

/** Member `key` of `parent` as an element of any type (null included). */
inline Problem dom_member(dom::element parent, std::string_view key, dom::element &out, const char *path) noexcept {
  return at(parent[key].get(out), path);
}

/** Member `key` of `parent` as an array. */
inline Problem dom_array(dom::element parent, std::string_view key, dom::array &out, const char *path) noexcept {
  dom::element value;
  if (error_code e = parent[key].get(value)) return {e, path};
  return at(value.get_array().get(out), path);
}

/**
 * The number of elements of `array` or members of `object` (duplicates counted, as
 * written); size() saturates at 0xFFFFFF, so count past that.
 */
template <class Container>
inline int64_t dom_length(Container container) noexcept {
  size_t size = container.size();
  if (size < 0xFFFFFF) return static_cast<int64_t>(size);
  int64_t n = 0;
  for (auto it = container.begin(); it != container.end(); ++it) n++;
  return n;
}

// ---- On-Demand ----

/**
 * Calls `visit(key, value)` for every member of `object`, in document order, with the key
 * unescaped. `visit` returns a Problem; the first one stops the walk.
 */
template <typename Visit>
inline Problem for_each_field(ondemand::object &object, Visit &&visit) noexcept {
  for (auto field_result : object) {
    ondemand::field member;
    if (error_code e = std::move(field_result).get(member)) return whole(e);
    std::string_view key;
    if (error_code e = member.unescaped_key().get(key)) return whole(e);
    if (Problem p = visit(key, member.value())) return p;
  }
  return {};
}

/** for_each_field on `value`, which must be an object (else a Problem about `path`). */
template <typename Visit>
inline Problem for_each_field(ondemand::value &value, const char *path, Visit &&visit) noexcept {
  ondemand::object object;
  if (error_code e = value.get_object().get(object)) return {e, path};
  return for_each_field(object, std::forward<Visit>(visit));
}

/**
 * Calls `visit(element)` for every element of `value`, which must be an array (else a
 * Problem about `path`); returns the first Problem, and counts the elements into `length`.
 */
template <typename Visit>
inline Problem for_each_element(ondemand::value &value, const char *path, int64_t &length, Visit &&visit) noexcept {
  ondemand::array array;
  if (error_code e = value.get_array().get(array)) return {e, path};
  length = 0;
  for (auto element : array) {
    ondemand::value item;
    if (error_code e = std::move(element).get(item)) return whole(e);
    if (Problem p = visit(item)) return p;
    length++;
  }
  return {};
}

/** Consumes any value the checksum does not need (validating it). */
inline Problem skip(ondemand::value &value) noexcept { return whole(consume_any(value)); }

/** Reads `value` as an integer. */
inline Problem read_int(ondemand::value &value, int64_t &out, const char *path) noexcept {
  return at(value.get_int64().get(out), path);
}

/** `{NO_SUCH_FIELD, path}` unless `present`. */
inline Problem require(bool present, const char *path) noexcept {
  return present ? Problem{} : Problem{simdjson::NO_SUCH_FIELD, path};
}

}  // namespace walk
}  // namespace jsonmark
