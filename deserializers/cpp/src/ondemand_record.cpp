// Decoding a record from a simdjson On-Demand document. On-Demand parses a value only when
// it is asked for, so this asks for every value, as its type.
#include "ondemand_record.h"
#include "ondemand_walk.h"

#include <utility>

namespace jsonmark {

using simdjson::error_code;
using simdjson::INCORRECT_TYPE;
using simdjson::NO_SUCH_FIELD;
using simdjson::SUCCESS;
namespace ondemand = simdjson::ondemand;

error_code consume_any(ondemand::value &value) noexcept {
  IgnoreValues ignore;
  return walk_ondemand(value, ignore);
}

static error_code decode_words(ondemand::value &value, std::vector<std::string_view> &words) noexcept {
  ondemand::array array;
  SIMDJSON_TRY(value.get_array().get(array));
  words.clear();
  for (auto word : array) {
    std::string_view text;
    SIMDJSON_TRY(word.get_string().get(text));
    words.push_back(text);
  }
  return SUCCESS;
}

static Problem decode_coordinates(ondemand::value &value, Record &out) noexcept {
  ondemand::object object;
  if (error_code e = value.get_object().get(object)) return {e, "coordinates"};
  bool longitude = false, latitude = false;
  for (auto field : object) {
    std::string_view key;
    if (error_code e = field.unescaped_key().get(key)) return {e, "coordinates"};
    ondemand::value item;
    if (error_code e = field.value().get(item)) return {e, "coordinates"};
    if (key == "longitude") {
      if (error_code e = item.get_double().get(out.longitude)) return {e, "coordinates.longitude"};
      longitude = true;
    } else if (key == "latitude") {
      if (error_code e = item.get_double().get(out.latitude)) return {e, "coordinates.latitude"};
      latitude = true;
    } else if (error_code e = consume_any(item)) {
      return {e, "coordinates"};
    }
  }
  if (!longitude) return {NO_SUCH_FIELD, "coordinates.longitude"};
  if (!latitude) return {NO_SUCH_FIELD, "coordinates.latitude"};
  return {};
}

Problem decode(ondemand::document_reference &doc, Record &out) noexcept {
  ondemand::object object;
  if (error_code e = doc.get_object().get(object)) return {e, nullptr};
  unsigned seen = 0;
  for (auto field_result : object) {
    ondemand::field member;
    if (error_code e = std::move(field_result).get(member)) return {e, nullptr};
    std::string_view key;
    if (error_code e = member.unescaped_key().get(key)) return {e, nullptr};
    ondemand::value &value = member.value();
    Field field = field_of(key);
    error_code e = SUCCESS;
    switch (field) {
      case Field::integer_1: e = value.get_int64().get(out.integer_1); break;
      case Field::integer_2: e = value.get_int64().get(out.integer_2); break;
      case Field::float_1: e = value.get_double().get(out.float_1); break;
      case Field::float_2: e = value.get_double().get(out.float_2); break;
      case Field::boolean: e = value.get_bool().get(out.flag); break;
      case Field::words: e = decode_words(value, out.words); break;
      case Field::str: e = value.get_string().get(out.str); break;
      case Field::datetime: e = value.get_string().get(out.datetime); break;
      case Field::coordinates:
        if (Problem p = decode_coordinates(value, out)) return p;
        break;
      case Field::null: {
        bool null = false;
        e = value.is_null().get(null);
        if (!e && !null) e = INCORRECT_TYPE;
        break;
      }
      case Field::unknown:
        if (error_code u = consume_any(value)) return {u, nullptr};
        continue;
    }
    if (e) return {e, field_name(field)};
    seen |= bit(field);
  }
  return missing_field(seen);
}

}  // namespace jsonmark
