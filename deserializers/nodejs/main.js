#!/usr/bin/env node
// JSONMark deserializer for Node.js: JSON.parse every line of a JSON Lines file and print
// the sum of the benchmark's checksum over all records (docs/benchmarks.md).
//
// Usage: [JSONMARK_BENCHMARK=NAME] [JSONMARK_VALIDATE=1] main.js [json] FILENAME
// (NAME defaults to Simple1Benchmark; Data: any JSON, the generic checksum of data.js)
//
// The file is streamed in large chunks and split into lines on the raw Buffers (measured
// faster than readline); each line is decoded as UTF-8 and parsed fully with JSON.parse.
// In validation mode every parsed record is written back with JSON.stringify, one line each,
// before the checksum line; in the normal mode a `library:` line comes before it.
'use strict';

const fs = require('fs');
const path = require('path');

const PROG = path.basename(__filename);
const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;
const DEFAULT_BENCHMARK = 'Simple1Benchmark';

// A record that is valid JSON but not of the benchmark's shape; reported with its line number.
class ShapeError extends Error {}

// JSON.parse is strict; JavaScript's arithmetic is not: null + 1 is 1, "1" + 1 is "11" and
// "abc".length is 3. So every value a checksum adds must be an integer, and every value it
// counts an array (or an object, for len of an object). A missing key is undefined and fails
// the same checks; reading a key of a missing object throws a TypeError, also reported.
// An integer must also be safe (below 2^53): a larger one was already rounded by JSON.parse.
function int(value, key) {
  if (!Number.isSafeInteger(value)) throw new ShapeError(`${key} is missing or not an integer below 2^53`);
  return value;
}

function array(value, key) {
  if (!Array.isArray(value)) throw new ShapeError(`${key} is missing or not an array`);
  return value;
}

function members(value, key) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ShapeError(`${key} is missing or not an object`);
  }
  return Object.keys(value).length;
}

// The checksum of one parsed record, per benchmark. Its inputs are safe integers (checked);
// the contract's are 32-bit, so a record's sum is exact unless a line holds millions of them,
// and checksum() rejects a record sum that is not a safe integer.
const CHECKSUMS = {
  Simple1Benchmark(r) {
    return int(r.integer_1, 'integer_1') + int(r.integer_2, 'integer_2');
  },

  Twitter1Benchmark(s) {
    const e = s.entities;
    let sum = int(s.retweet_count, 'retweet_count') + int(s.favorite_count, 'favorite_count')
      + int(s.user.followers_count, 'user.followers_count') + array(e.hashtags, 'entities.hashtags').length;
    for (const m of array(e.user_mentions, 'entities.user_mentions')) {
      sum += int(array(m.indices, 'user_mentions[].indices')[0], 'user_mentions[].indices[0]');
    }
    const retweeted = s.retweeted_status;
    if (retweeted === undefined) throw new ShapeError('retweeted_status is missing');
    if (retweeted !== null) sum += int(retweeted.user.friends_count, 'retweeted_status.user.friends_count');
    return sum;
  },

  Canada1Benchmark(f) {
    const g = f.geometry;
    let points = 0;
    if (g.type === 'Polygon') {
      points = ringPoints(g.coordinates);
    } else if (g.type === 'MultiPolygon') {
      for (const polygon of array(g.coordinates, 'geometry.coordinates')) points += ringPoints(polygon);
    } else {
      throw new ShapeError(`geometry.type ${JSON.stringify(g.type)} is neither Polygon nor MultiPolygon`);
    }
    return int(f.properties.id, 'properties.id') + points;
  },

  Citm1Benchmark(e) {
    let sum = array(e.topicIds, 'topicIds').length + members(e.areaNames, 'areaNames');
    for (const p of array(e.performances, 'performances')) {
      for (const price of array(p.prices, 'performances[].prices')) sum += int(price.amount, 'prices[].amount');
      for (const c of array(p.seatCategories, 'performances[].seatCategories')) {
        sum += array(c.areas, 'seatCategories[].areas').length;
      }
    }
    return sum;
  },

  // Any JSON value per line: the generic checksum (data.js), loaded only for this benchmark.
  Data(value) {
    return require('./data').dataChecksum(value);
  },
};

// JSON.parse and JSON.stringify are V8's.
const LIBRARY_LINE = `library: v8 ${process.versions.v8}`;
const VALIDATING = process.env.JSONMARK_VALIDATE === '1';

// The number of points in a polygon's rings.
function ringPoints(rings) {
  let points = 0;
  for (const ring of array(rings, 'geometry.coordinates')) points += array(ring, 'a ring').length;
  return points;
}

function usage(message) {
  if (message) process.stderr.write(`${PROG}: ${message}\n`);
  process.stderr.write(`usage: ${PROG} [json] FILENAME\n`);
  process.exit(2);
}

function fail(message) {
  process.stderr.write(`${PROG}: ${message}\n`);
  process.exit(1);
}

function parseArgs(args) {
  if (args.length === 1) return args[0];
  if (args.length === 2) {
    if (args[0] !== 'json') usage(`unknown variant '${args[0]}'; the only variant is json`);
    return args[1];
  }
  return usage(null);
}

function benchmarkFromEnvironment() {
  const name = process.env.JSONMARK_BENCHMARK ?? DEFAULT_BENCHMARK;
  if (!Object.hasOwn(CHECKSUMS, name)) {
    process.stderr.write(`${PROG}: unknown benchmark '${name}' (JSONMARK_BENCHMARK); `
      + `known benchmarks: ${Object.keys(CHECKSUMS).join(', ')}\n`);
    process.exit(2);
  }
  return name;
}

// Exact in 64 bits, fast: the running sum is a Number kept within +-2^52, and a record sum r
// within +-2^52 is added to it, so the result stays within +-2^53 where every integer is
// exact; a larger running sum, or a larger r, is moved into a BigInt. The benchmarks' sums
// never get there, so the hot path is a float add and two comparisons.
const SPILL = 2 ** 52;

function checksum(filename, recordChecksum, anyValue) {
  let written = []; // validation mode: the records of the current chunk, written back
  let sum = 0;
  let spilled = 0n;
  let lineNumber = 0;
  let rest = null; // the unfinished last line of the previous chunk

  function parseLine(buffer, start, end) {
    lineNumber += 1;
    if (end === start) return;
    const text = buffer.toString('utf8', start, end);
    let record;
    try {
      record = JSON.parse(text);
    } catch (error) {
      if (text.trim() === '') return; // a blank line, such as a trailing newline
      fail(`${filename}: line ${lineNumber}: invalid JSON: ${error.message}`);
    }
    if (!anyValue && (record === null || typeof record !== 'object')) {
      fail(`${filename}: line ${lineNumber}: not a record (an object) but ${JSON.stringify(text.slice(0, 40))}`);
    }
    let r;
    try {
      r = recordChecksum(record);
    } catch (error) {
      if (!(error instanceof ShapeError || error instanceof TypeError)) throw error;
      fail(`${filename}: line ${lineNumber}: ${error.message}`);
    }
    if (!Number.isSafeInteger(r)) {
      fail(`${filename}: line ${lineNumber}: the record's checksum ${r} is not an exact integer`);
    }
    if (VALIDATING) {
      try {
        written.push(JSON.stringify(record));
      } catch (error) { // a RangeError past the stack's depth, which JSON.parse does not have
        flush();
        fail(`${filename}: line ${lineNumber}: cannot write the record back: ${error.message}`);
      }
    }
    if (r > SPILL || r < -SPILL) {
      spilled += BigInt(r);
    } else {
      sum += r;
      if (sum > SPILL || sum < -SPILL) {
        spilled += BigInt(sum);
        sum = 0;
      }
    }
  }

  // Validation mode writes each chunk's records at once (stdout to a pipe is synchronous).
  function flush() {
    if (written.length > 0) process.stdout.write(`${written.join('\n')}\n`);
    written = [];
  }

  const stream = fs.createReadStream(filename, { highWaterMark: CHUNK_BYTES });
  stream.on('data', (chunk) => {
    let start = 0;
    let newline = chunk.indexOf(NEWLINE);
    if (rest !== null) {
      if (newline === -1) {
        rest = Buffer.concat([rest, chunk]);
        return;
      }
      // Only the split line is copied, never the whole chunk.
      const line = Buffer.concat([rest, chunk.subarray(0, newline)]);
      rest = null;
      parseLine(line, 0, line.length);
      start = newline + 1;
      newline = chunk.indexOf(NEWLINE, start);
    }
    while (newline !== -1) {
      parseLine(chunk, start, newline);
      start = newline + 1;
      newline = chunk.indexOf(NEWLINE, start);
    }
    if (start < chunk.length) rest = chunk.subarray(start);
    if (VALIDATING) flush();
  });
  stream.on('error', (error) => {
    fail(`cannot read ${filename}: ${error.message}`);
  });
  stream.on('end', () => {
    if (rest !== null) parseLine(rest, 0, rest.length); // last line without a newline
    const total = spilled + BigInt(sum);
    if (VALIDATING) flush();
    if (total < -(2n ** 63n) || total >= 2n ** 63n) fail(`${filename}: the sum ${total} overflows a signed 64-bit integer`);
    process.stdout.write(VALIDATING ? `${total}\n` : `${LIBRARY_LINE}\n${total}\n`);
  });
}

const filename = parseArgs(process.argv.slice(2));
// The benchmark is chosen once: the per-line code always calls the same function.
const benchmark = benchmarkFromEnvironment();
checksum(filename, CHECKSUMS[benchmark], benchmark === 'Data');
