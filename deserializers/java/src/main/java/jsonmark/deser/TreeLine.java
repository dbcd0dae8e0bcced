package jsonmark.deser;

/**
 * A line of benchmark {@code Data} parsed as arbitrary JSON into a library's tree, with what it
 * adds to the generic checksum (docs/benchmarks.md).
 *
 * @param tree the library's own tree of the line (JsonNode, JsonElement, JSONObject, Map...)
 * @param checksum its generic checksum
 */
record TreeLine(Object tree, long checksum) implements Checksummed {}
