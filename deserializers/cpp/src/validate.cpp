// Writing records back in validation mode: simdjson's writer for the DOM, a JSON writer of
// the values On-Demand returns for On-Demand.
#include "validate.h"
#include "ondemand_walk.h"

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

namespace {
/** Writes each On-Demand value walk_ondemand reads to `out`, as JSON. */
struct Writer {
  std::string &out;
  void begin_array() { out += '['; }
  void element(bool first) { if (!first) out += ','; }
  void end_array() { out += ']'; }
  void begin_object() { out += '{'; }
  void key(std::string_view key, bool first) {
    if (!first) out += ',';
    write_string(key, out);
    out += ':';
  }
  void end_object() { out += '}'; }
  void number(ondemand::number number) {
    switch (number.get_number_type()) {
      case ondemand::number_type::signed_integer: write_number(number.get_int64(), out); break;
      case ondemand::number_type::unsigned_integer: write_number(number.get_uint64(), out); break;
      default: write_number(number.get_double(), out); break;
    }
  }
  void string(std::string_view text) { write_string(text, out); }
  void boolean(bool flag) { out += flag ? "true" : "false"; }
  void null() { out += "null"; }
};
}  // namespace

error_code write_record(ondemand::document_reference &doc) noexcept {
  Writer writer{validation_output};
  SIMDJSON_TRY(walk_ondemand(doc, writer));
  end_record();
  return SUCCESS;
}

}  // namespace jsonmark
