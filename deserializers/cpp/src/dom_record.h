// Decoding a record from a simdjson DOM element.
#pragma once

#include "record.h"

namespace jsonmark {

/**
 * Reads all ten fields of `doc` into `out`, each as its type (in any key order; other keys
 * are ignored, every required key must be present).
 */
Problem decode(simdjson::dom::element doc, Record &out) noexcept;

}  // namespace jsonmark
