// The three ways of reading a JSON Lines file with simdjson, as in the original JSONMark.
#pragma once

#include "record.h"

namespace jsonmark {

/** A variant adds every record of the file to the digest, or throws Failure. */
using Variant = void (*)(const char *path, Digest &digest);

/** Streams the file line by line; one DOM parse per line, in place in the read buffer. */
void dom_getline(const char *path, Digest &digest);

/**
 * dom::parser::load_many: the whole file in memory, parsed as a stream of DOM documents, on
 * one thread (simdjson's `threaded` off).
 */
void dom_load_many(const char *path, Digest &digest);

/** dom_load_many with simdjson's second thread, which indexes the next batch meanwhile. */
void dom_load_many_threaded(const char *path, Digest &digest);

/** padded_string::load and ondemand::parser::iterate_many, visiting every value; one thread. */
void ondemand_load(const char *path, Digest &digest);

/** ondemand_load with simdjson's second thread, which indexes the next batch meanwhile. */
void ondemand_load_threaded(const char *path, Digest &digest);

/** "on" or "off": whether the last stream used simdjson's second thread; "n/a" without a stream. */
extern const char *stream_threaded;

}  // namespace jsonmark
