// Decoding a record from a simdjson On-Demand document.
#pragma once

#include "record.h"

namespace jsonmark {

/**
 * Walks every field of `doc` once, in document order, and reads each value as its type:
 * both integers, both floats, the bool, each word of the array, both strings (unescaped),
 * both coordinates, and the null. Values of other keys are consumed too (see consume_any),
 * so every byte of the document is validated, as a DOM parse would.
 */
Problem decode(simdjson::ondemand::document_reference &doc, Record &out) noexcept;

/**
 * Reads a value of any type, recursively (every key unescaped, every number parsed, every
 * string unescaped), so that a value the checksum does not need is validated like the rest.
 */
simdjson::error_code consume_any(simdjson::ondemand::value &value) noexcept;

}  // namespace jsonmark
