// The three ways of reading a JSON Lines file with simdjson, as in the original JSONMark.
// Each is a template over the benchmark (benchmarks.h), instantiated for each of them in
// variants.cpp, so the per-record decoder is a direct call chosen once, at start-up.
#pragma once

#include "benchmarks.h"
#include "record.h"

namespace jsonmark {

/** A variant adds every record of the file to the digest, or throws Failure. */
using Variant = void (*)(const char *path, Digest &digest);

/** Streams the file line by line; one DOM parse per line, in place in the read buffer. */
template <class Benchmark>
void dom_getline(const char *path, Digest &digest);

/**
 * dom::parser::load_many: the whole file in memory, parsed as a stream of DOM documents, on
 * one thread (simdjson's `threaded` off).
 */
template <class Benchmark>
void dom_load_many(const char *path, Digest &digest);

/** dom_load_many with simdjson's second thread, which indexes the next batch meanwhile. */
template <class Benchmark>
void dom_load_many_threaded(const char *path, Digest &digest);

/** padded_string::load and ondemand::parser::iterate_many, visiting every value; one thread. */
template <class Benchmark>
void ondemand_load(const char *path, Digest &digest);

/** ondemand_load with simdjson's second thread, which indexes the next batch meanwhile. */
template <class Benchmark>
void ondemand_load_threaded(const char *path, Digest &digest);

/** "on" or "off": whether the last stream used simdjson's second thread; "n/a" without a stream. */
extern const char *stream_threaded;

}  // namespace jsonmark
