// The three ways of reading a JSON Lines file with simdjson, as in the original JSONMark.
#include "variants.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <type_traits>

#include "data.h"
#include "line_reader.h"
#include "one_per_line.h"
#include "validate.h"

namespace jsonmark {

using simdjson::error_code;
using simdjson::padded_string;
namespace dom = simdjson::dom;
namespace ondemand = simdjson::ondemand;

static std::string at_line(uint64_t line, const Problem &p) {
  return "line " + std::to_string(line) + ": " + describe(p);
}

/**
 * The message for a document that a stream rejected. Streams count documents, not lines,
 * and may report a syntax error for a whole batch; so, on this error path only, the file is
 * checked line by line to name the first line that is not a valid record.
 */
template <class Benchmark>
static std::string locate(std::string_view file, uint64_t document, const Problem &p) {
  dom::parser parser;
  typename Benchmark::Record record;
  uint64_t line = 0, documents = 0, document_line = 0;
  for (size_t begin = 0; begin < file.size();) {
    const void *newline = std::memchr(file.data() + begin, '\n', file.size() - begin);
    size_t end = newline ? static_cast<const char *>(newline) - file.data() : file.size();
    line++;
    dom::element doc;
    error_code e = parser.parse(file.data() + begin, end - begin, true).get(doc);
    if (e != simdjson::EMPTY) {
      Problem found = e ? Problem{e, nullptr} : Benchmark::decode(doc, record);
      if (found) return at_line(line, found);
      if (++documents == document) document_line = line;
    }
    begin = end + 1;
  }
  // Every line is a valid record on its own (e.g. one exceeded the stream's batch size).
  std::string where = "document " + std::to_string(document);
  if (document_line) where = "line " + std::to_string(document_line) + " (" + where + ")";
  return where + ": " + describe(p);
}

/** A failure inside the file: "FILE: line N: ...", like a compiler's message. */
static Failure in_file(const char *path, const std::string &what) {
  return Failure(std::string(path) + ": " + what);
}

static std::string cannot_read(const char *path, error_code e) {
  return std::string("cannot read ") + path + ": " + simdjson::error_message(e);
}

template <class Benchmark>
void dom_getline(const char *path, Digest &digest) {
  LineReader reader(path);
  dom::parser parser;
  typename Benchmark::Record record;
  std::string_view text;
  for (uint64_t line = 1; reader.next(text); line++) {
    if (text.empty()) continue;
    dom::element doc;
    // In place: the reader guarantees SIMDJSON_PADDING readable bytes after each line.
    error_code e = parser.parse(text.data(), text.size(), false).get(doc);
    if (e == simdjson::EMPTY) continue;  // only whitespace
    Problem p = e ? Problem{e, nullptr} : Benchmark::decode(doc, record);
    if (p) throw in_file(path, at_line(line, p));
    digest.add(record);
  }
}

/**
 * Sets whether a stream (load_many, iterate_many) indexes the next batch on a second thread
 * while the current one is read. simdjson turns this on by default when it is built with
 * threads (Debian's is); the default variants turn it off, so that every deserializer of
 * JSONMark parses on one thread, and the *_threaded variants keep it.
 */
template <typename Parser>
static void set_threaded(Parser &parser, bool threaded) {
#ifdef SIMDJSON_THREADS_ENABLED
  parser.threaded = threaded;
  stream_threaded = threaded ? "on" : "off";
#else
  (void)parser;
  if (threaded) throw Failure("this simdjson was built without threads (SIMDJSON_THREADS_ENABLED unset)");
#endif
}

const char *stream_threaded = "n/a";

/**
 * The batch size for a stream restarted at `from` after a document did not fit in `batch`:
 * twice as large, and at least the next line, so that any line length can be read.
 */
static size_t larger_batch(const OnePerLine &lines, size_t from, size_t batch) {
  return std::max(batch * 2, lines.line_length(from) + simdjson::SIMDJSON_PADDING);
}

/**
 * Reads every document of `file` through streams made by `open(offset, batch_size)` (a DOM
 * or an On-Demand stream over the file from that offset), holding them to one document per
 * line. A document larger than the batch (1 MB by default) ends that stream; the next one
 * starts at its line with a batch that fits it, so any line length is read.
 */
template <class Benchmark, class Element, class Open>
static void read_stream(const char *path, std::string_view file, Digest &digest, Open open) {
  OnePerLine lines(file);
  typename Benchmark::Record record;
  uint64_t document = 0;
  size_t batch = dom::DEFAULT_BATCH_SIZE;
  for (size_t base = 0;;) {
    auto stream = open(base, batch);
    bool restart = false;
    for (auto it = stream.begin(); it != stream.end(); ++it) {
      Element doc;
      error_code e = (*it).get(doc);
      if (e == simdjson::CAPACITY) {
        base = lines.next_line();
        batch = larger_batch(lines, base, batch);
        restart = true;
        break;
      }
      document++;
      if (!e) {
        std::string misplaced = lines.document_at(base + it.current_index());
        if (!misplaced.empty()) throw in_file(path, misplaced);
      }
      Problem p = e ? Problem{e, nullptr} : Benchmark::decode(doc, record);
      if (p) throw in_file(path, locate<Benchmark>(file, document, p));
      digest.add(record);
    }
    if (restart) continue;
    if (stream.truncated_bytes() > 0) {
      throw in_file(path, locate<Benchmark>(file, document + 1, {simdjson::INCOMPLETE_ARRAY_OR_OBJECT, nullptr}));
    }
    std::string spilled = lines.finish();
    if (!spilled.empty()) throw in_file(path, spilled);
    return;
  }
}

/**
 * The file at `path` loaded whole and read as a stream of documents by `Parser`: DOM's
 * parse_many (what load_many(path) does, from any offset) or On-Demand's iterate_many.
 */
template <class Benchmark, class Parser, class Stream, class Element>
static void load_stream(const char *path, Digest &digest, bool threaded) {
  padded_string file;
  if (error_code e = padded_string::load(path).get(file)) throw Failure(cannot_read(path, e));
  Parser parser;
  set_threaded(parser, threaded);
  read_stream<Benchmark, Element>(path, file, digest, [&](size_t base, size_t batch) {
    Stream stream;
    const char *start = file.data() + base;
    size_t length = file.size() - base;
    error_code e;
    if constexpr (std::is_same_v<Parser, dom::parser>) {
      e = parser.parse_many(start, length, batch).get(stream);
    } else {
      e = parser.iterate_many(start, length, batch).get(stream);
    }
    if (e && e != simdjson::EMPTY) throw in_file(path, locate<Benchmark>(file, 1, {e, nullptr}));
    return stream;
  });
}

template <class Benchmark>
static void load_many(const char *path, Digest &digest, bool threaded) {
  load_stream<Benchmark, dom::parser, dom::document_stream, dom::element>(path, digest, threaded);
}

template <class Benchmark>
static void iterate_many(const char *path, Digest &digest, bool threaded) {
  load_stream<Benchmark, ondemand::parser, ondemand::document_stream, ondemand::document_reference>(path, digest,
                                                                                                   threaded);
}

template <class Benchmark>
void dom_load_many(const char *path, Digest &digest) { load_many<Benchmark>(path, digest, false); }
template <class Benchmark>
void dom_load_many_threaded(const char *path, Digest &digest) { load_many<Benchmark>(path, digest, true); }
template <class Benchmark>
void ondemand_load(const char *path, Digest &digest) { iterate_many<Benchmark>(path, digest, false); }
template <class Benchmark>
void ondemand_load_threaded(const char *path, Digest &digest) { iterate_many<Benchmark>(path, digest, true); }

// Every variant for every benchmark.
#define JSONMARK_VARIANTS_FOR(B)                                          \
  template void dom_getline<B>(const char *, Digest &);                   \
  template void dom_load_many<B>(const char *, Digest &);                 \
  template void dom_load_many_threaded<B>(const char *, Digest &);        \
  template void ondemand_load<B>(const char *, Digest &);                 \
  template void ondemand_load_threaded<B>(const char *, Digest &);
JSONMARK_VARIANTS_FOR(Simple1)
JSONMARK_VARIANTS_FOR(Twitter1)
JSONMARK_VARIANTS_FOR(Canada1)
JSONMARK_VARIANTS_FOR(Citm1)
JSONMARK_VARIANTS_FOR(Data)
JSONMARK_VARIANTS_FOR(Validating<Simple1>)
JSONMARK_VARIANTS_FOR(Validating<Twitter1>)
JSONMARK_VARIANTS_FOR(Validating<Canada1>)
JSONMARK_VARIANTS_FOR(Validating<Citm1>)
JSONMARK_VARIANTS_FOR(Validating<Data>)
#undef JSONMARK_VARIANTS_FOR

}  // namespace jsonmark
