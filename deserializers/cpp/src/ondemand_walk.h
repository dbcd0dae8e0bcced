// One recursive walk of a simdjson On-Demand value, shared by consume_any (validation of
// values the checksum skips), Data's checksum and the validation-mode writer: each passes
// a visitor that sees the value's parts in document order.
#pragma once

#include <string_view>
#include <utility>

#include "simdjson.h"

namespace jsonmark {

/**
 * Reads `value` (an On-Demand value or document), recursively, every key unescaped, every
 * number parsed and every string unescaped, and tells `visitor` what it read:
 * begin_array(), element(first) before each element, end_array(); begin_object(),
 * key(key, first) before each member's value, end_object(); number(n), string(text),
 * boolean(flag), null(). The recursion stops at simdjson's own depth limit: On-Demand does
 * not always stop a stream's document there itself, and 100,000 nested arrays under a key
 * would otherwise overflow the stack (a crash by SIGSEGV, not an error line).
 */
template <class V, class Visitor>
simdjson::error_code walk_ondemand(V &value, Visitor &visitor, size_t depth = 0) {
  namespace ondemand = simdjson::ondemand;
  if (depth >= simdjson::DEFAULT_MAX_DEPTH) return simdjson::DEPTH_ERROR;
  ondemand::json_type type;
  SIMDJSON_TRY(value.type().get(type));
  switch (type) {
    case ondemand::json_type::array: {
      ondemand::array array;
      SIMDJSON_TRY(value.get_array().get(array));
      visitor.begin_array();
      bool first = true;
      for (auto element : array) {
        ondemand::value item;
        SIMDJSON_TRY(std::move(element).get(item));
        visitor.element(first);
        first = false;
        SIMDJSON_TRY(walk_ondemand(item, visitor, depth + 1));
      }
      visitor.end_array();
      return simdjson::SUCCESS;
    }
    case ondemand::json_type::object: {
      ondemand::object object;
      SIMDJSON_TRY(value.get_object().get(object));
      visitor.begin_object();
      bool first = true;
      for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        visitor.key(key, first);
        first = false;
        ondemand::value item;
        SIMDJSON_TRY(field.value().get(item));
        SIMDJSON_TRY(walk_ondemand(item, visitor, depth + 1));
      }
      visitor.end_object();
      return simdjson::SUCCESS;
    }
    case ondemand::json_type::number: {
      ondemand::number number;
      SIMDJSON_TRY(value.get_number().get(number));
      visitor.number(number);
      return simdjson::SUCCESS;
    }
    case ondemand::json_type::string: {
      std::string_view text;
      SIMDJSON_TRY(value.get_string().get(text));
      visitor.string(text);
      return simdjson::SUCCESS;
    }
    case ondemand::json_type::boolean: {
      bool flag;
      SIMDJSON_TRY(value.get_bool().get(flag));
      visitor.boolean(flag);
      return simdjson::SUCCESS;
    }
    case ondemand::json_type::null: {
      bool null;
      SIMDJSON_TRY(value.is_null().get(null));
      if (!null) return simdjson::INCORRECT_TYPE;
      visitor.null();
      return simdjson::SUCCESS;
    }
  }
  return simdjson::INCORRECT_TYPE;
}

/** A visitor that only reads: every hook does nothing (consume_any's). */
struct IgnoreValues {
  void begin_array() noexcept {}
  void element(bool) noexcept {}
  void end_array() noexcept {}
  void begin_object() noexcept {}
  void key(std::string_view, bool) noexcept {}
  void end_object() noexcept {}
  void number(simdjson::ondemand::number) noexcept {}
  void string(std::string_view) noexcept {}
  void boolean(bool) noexcept {}
  void null() noexcept {}
};

}  // namespace jsonmark
