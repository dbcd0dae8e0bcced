// Decoding a record from a simdjson DOM element: the DOM is already fully parsed and
// validated, so this reads every value out of the tape as its expected type.
#include "dom_record.h"

namespace jsonmark {

using simdjson::error_code;
using simdjson::INCORRECT_TYPE;
using simdjson::NO_SUCH_FIELD;
using simdjson::SUCCESS;
namespace dom = simdjson::dom;

static error_code decode_words(dom::element value, std::vector<std::string_view> &words) noexcept {
  dom::array array;
  SIMDJSON_TRY(value.get_array().get(array));
  words.clear();
  for (dom::element word : array) {
    std::string_view text;
    SIMDJSON_TRY(word.get_string().get(text));
    words.push_back(text);
  }
  return SUCCESS;
}

static Problem decode_coordinates(dom::element value, Record &out) noexcept {
  dom::object object;
  if (error_code e = value.get_object().get(object)) return {e, "coordinates"};
  bool longitude = false, latitude = false;
  for (dom::key_value_pair kv : object) {
    if (kv.key == "longitude") {
      if (error_code e = kv.value.get_double().get(out.longitude)) return {e, "coordinates.longitude"};
      longitude = true;
    } else if (kv.key == "latitude") {
      if (error_code e = kv.value.get_double().get(out.latitude)) return {e, "coordinates.latitude"};
      latitude = true;
    }
  }
  if (!longitude) return {NO_SUCH_FIELD, "coordinates.longitude"};
  if (!latitude) return {NO_SUCH_FIELD, "coordinates.latitude"};
  return {};
}

Problem decode(dom::element doc, Record &out) noexcept {
  dom::object object;
  if (error_code e = doc.get_object().get(object)) return {e, nullptr};
  unsigned seen = 0;
  for (dom::key_value_pair kv : object) {
    Field field = field_of(kv.key);
    error_code e = SUCCESS;
    switch (field) {
      case Field::integer_1: e = kv.value.get_int64().get(out.integer_1); break;
      case Field::integer_2: e = kv.value.get_int64().get(out.integer_2); break;
      case Field::float_1: e = kv.value.get_double().get(out.float_1); break;
      case Field::float_2: e = kv.value.get_double().get(out.float_2); break;
      case Field::boolean: e = kv.value.get_bool().get(out.flag); break;
      case Field::words: e = decode_words(kv.value, out.words); break;
      case Field::str: e = kv.value.get_string().get(out.str); break;
      case Field::datetime: e = kv.value.get_string().get(out.datetime); break;
      case Field::coordinates:
        if (Problem p = decode_coordinates(kv.value, out)) return p;
        break;
      case Field::null: e = kv.value.is_null() ? SUCCESS : INCORRECT_TYPE; break;
      case Field::unknown: continue;
    }
    if (e) return {e, field_name(field)};
    seen |= bit(field);
  }
  return missing_field(seen);
}

}  // namespace jsonmark
