// The generic checksum of benchmark Data, over a simdjson DOM or On-Demand document.
#include "data.h"
#include "ondemand_walk.h"

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

namespace {
/** Adds each On-Demand value walk_ondemand reads to the generic checksum. */
struct Count : IgnoreValues {
  int64_t sum = 0;
  void begin_array() noexcept { sum += 2; }
  void begin_object() noexcept { sum += 1; }
  void key(std::string_view key, bool) noexcept { sum += 3 + 19 * code_points(key); }
  void number(ondemand::number) noexcept { sum += 7; }
  void string(std::string_view text) noexcept { sum += 5 + 19 * code_points(text); }
  void boolean(bool flag) noexcept { sum += flag ? 11 : 13; }
  void null() noexcept { sum += 17; }
};
}  // namespace

Problem Data::decode(ondemand::document_reference &doc, Tally &out) noexcept {
  Count count;
  if (error_code e = walk_ondemand(doc, count)) return {e, nullptr};
  out.checksum = count.sum;
  return {};
}

}  // namespace jsonmark
