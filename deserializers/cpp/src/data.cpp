// The generic checksum of benchmark Data, over a simdjson DOM or On-Demand document.
#include "data.h"

#include <vector>

namespace jsonmark {

using simdjson::error_code;
using simdjson::SUCCESS;
namespace dom = simdjson::dom;
namespace ondemand = simdjson::ondemand;

Problem Data::decode(dom::element doc, Tally &out) noexcept {
  int64_t sum = 0;
  std::vector<dom::element> stack{doc};
  while (!stack.empty()) {
    dom::element value = stack.back();
    stack.pop_back();
    switch (value.type()) {
      case dom::element_type::OBJECT:
        sum += 1;
        for (dom::key_value_pair member : dom::object(value)) {
          sum += 3 + 19 * code_points(member.key);
          stack.push_back(member.value);
        }
        break;
      case dom::element_type::ARRAY:
        sum += 2;
        for (dom::element element : dom::array(value)) stack.push_back(element);
        break;
      case dom::element_type::STRING:
        sum += 5 + 19 * code_points(std::string_view(value));
        break;
      case dom::element_type::INT64:
      case dom::element_type::UINT64:
      case dom::element_type::DOUBLE:
        sum += 7;
        break;
      case dom::element_type::BOOL:
        sum += bool(value) ? 11 : 13;
        break;
      case dom::element_type::NULL_VALUE:
        sum += 17;
        break;
    }
  }
  out.checksum = sum;
  return {};
}

/** Counts one On-Demand value or document (V) and everything in it. */
template <class V>
static error_code count(V &value, int64_t &sum, size_t depth = 0) noexcept {
  if (depth >= simdjson::DEFAULT_MAX_DEPTH) return simdjson::DEPTH_ERROR;  // as consume_any
  ondemand::json_type type;
  SIMDJSON_TRY(value.type().get(type));
  switch (type) {
    case ondemand::json_type::array: {
      ondemand::array array;
      SIMDJSON_TRY(value.get_array().get(array));
      sum += 2;
      for (auto element : array) {
        ondemand::value item;
        SIMDJSON_TRY(std::move(element).get(item));
        SIMDJSON_TRY(count(item, sum, depth + 1));
      }
      return SUCCESS;
    }
    case ondemand::json_type::object: {
      ondemand::object object;
      SIMDJSON_TRY(value.get_object().get(object));
      sum += 1;
      for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        sum += 3 + 19 * code_points(key);
        ondemand::value item;
        SIMDJSON_TRY(field.value().get(item));
        SIMDJSON_TRY(count(item, sum, depth + 1));
      }
      return SUCCESS;
    }
    case ondemand::json_type::number: {
      ondemand::number number;
      sum += 7;
      return value.get_number().get(number);
    }
    case ondemand::json_type::string: {
      std::string_view text;
      SIMDJSON_TRY(value.get_string().get(text));
      sum += 5 + 19 * code_points(text);
      return SUCCESS;
    }
    case ondemand::json_type::boolean: {
      bool flag;
      SIMDJSON_TRY(value.get_bool().get(flag));
      sum += flag ? 11 : 13;
      return SUCCESS;
    }
    case ondemand::json_type::null: {
      bool null;
      SIMDJSON_TRY(value.is_null().get(null));
      sum += 17;
      return null ? SUCCESS : simdjson::INCORRECT_TYPE;
    }
  }
  return simdjson::INCORRECT_TYPE;
}

Problem Data::decode(ondemand::document_reference &doc, Tally &out) noexcept {
  int64_t sum = 0;
  if (error_code e = count(doc, sum)) return {e, nullptr};
  out.checksum = sum;
  return {};
}

}  // namespace jsonmark
