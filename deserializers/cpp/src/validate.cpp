// Writing records back in validation mode: simdjson's writer for the DOM, a JSON writer of
// the values On-Demand returns for On-Demand.
#include "validate.h"

#include <charconv>
#include <cstdio>

namespace jsonmark {

using simdjson::error_code;
using simdjson::SUCCESS;
namespace ondemand = simdjson::ondemand;

std::string validation_output;

constexpr size_t kFlushBytes = 1 << 20;

bool flush_validation_output() noexcept {
  bool ok = std::fwrite(validation_output.data(), 1, validation_output.size(), stdout) == validation_output.size();
  validation_output.clear();
  return ok;
}

static void end_record() noexcept {
  validation_output += '\n';
  if (validation_output.size() >= kFlushBytes) flush_validation_output();
}

void write_record(simdjson::dom::element doc) noexcept {
  validation_output += simdjson::minify(doc);
  end_record();
}

/** A JSON string: quote, backslash and control characters escaped, other UTF-8 as is. */
static void write_string(std::string_view text, std::string &out) {
  static const char hex[] = "0123456789abcdef";
  out += '"';
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      out += "\\u00";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
}

template <class T>
static void write_number(T value, std::string &out) {
  char buffer[32];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, value);  // shortest round trip for double
  out.append(buffer, result.ptr);
}

/** Writes one On-Demand value or document (V) and everything in it. */
template <class V>
static error_code write_any(V &value, std::string &out, size_t depth = 0) {
  if (depth >= simdjson::DEFAULT_MAX_DEPTH) return simdjson::DEPTH_ERROR;  // as consume_any
  ondemand::json_type type;
  SIMDJSON_TRY(value.type().get(type));
  switch (type) {
    case ondemand::json_type::array: {
      ondemand::array array;
      SIMDJSON_TRY(value.get_array().get(array));
      out += '[';
      bool first = true;
      for (auto element : array) {
        ondemand::value item;
        SIMDJSON_TRY(std::move(element).get(item));
        if (!first) out += ',';
        first = false;
        SIMDJSON_TRY(write_any(item, out, depth + 1));
      }
      out += ']';
      return SUCCESS;
    }
    case ondemand::json_type::object: {
      ondemand::object object;
      SIMDJSON_TRY(value.get_object().get(object));
      out += '{';
      bool first = true;
      for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        if (!first) out += ',';
        first = false;
        write_string(key, out);
        out += ':';
        ondemand::value item;
        SIMDJSON_TRY(field.value().get(item));
        SIMDJSON_TRY(write_any(item, out, depth + 1));
      }
      out += '}';
      return SUCCESS;
    }
    case ondemand::json_type::number: {
      ondemand::number number;
      SIMDJSON_TRY(value.get_number().get(number));
      switch (number.get_number_type()) {
        case ondemand::number_type::signed_integer: write_number(number.get_int64(), out); break;
        case ondemand::number_type::unsigned_integer: write_number(number.get_uint64(), out); break;
        default: write_number(number.get_double(), out); break;
      }
      return SUCCESS;
    }
    case ondemand::json_type::string: {
      std::string_view text;
      SIMDJSON_TRY(value.get_string().get(text));
      write_string(text, out);
      return SUCCESS;
    }
    case ondemand::json_type::boolean: {
      bool flag;
      SIMDJSON_TRY(value.get_bool().get(flag));
      out += flag ? "true" : "false";
      return SUCCESS;
    }
    case ondemand::json_type::null: {
      bool null;
      SIMDJSON_TRY(value.is_null().get(null));
      out += "null";
      return null ? SUCCESS : simdjson::INCORRECT_TYPE;
    }
  }
  return simdjson::INCORRECT_TYPE;
}

error_code write_record(ondemand::document_reference &doc) noexcept {
  SIMDJSON_TRY(write_any(doc, validation_output));
  end_record();
  return SUCCESS;
}

}  // namespace jsonmark
