#!/usr/bin/env node
// JSONMark deserializer for Node.js: JSON.parse every line of a JSON Lines file and print
// the sum of integer_1 + integer_2 over all records.
//
// Usage: main.js [json] FILENAME
//
// The file is streamed in large chunks and split into lines on the raw Buffers (measured
// faster than readline); each line is decoded as UTF-8 and parsed fully with JSON.parse.
'use strict';

const fs = require('fs');
const path = require('path');

const PROG = path.basename(__filename);
const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;

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

function checksum(filename) {
  // A Number is exact here: the data's integers lie in [-1000, 1000], so every partial sum
  // of 1,000,000 records stays within +-2e9, far below 2^53. The final check below rejects
  // a sum that is not a safe integer (non-integer values, or data far outside that range).
  let sum = 0;
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
    if (record === null || typeof record !== 'object') {
      fail(`${filename}: line ${lineNumber}: not a record with integers integer_1 and integer_2`);
    }
    const a = record.integer_1;
    const b = record.integer_2;
    // JSON.parse is strict; the sum is not: null + 1 is 1 and "1" + 1 is "11". So a missing,
    // null, quoted or fractional integer is an error here, not a silent 0.
    if (!Number.isInteger(a) || !Number.isInteger(b)) {
      const key = Number.isInteger(a) ? 'integer_2' : 'integer_1';
      fail(`${filename}: line ${lineNumber}: ${key} is missing or not an integer`);
    }
    sum += a + b;
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
  });
  stream.on('error', (error) => {
    fail(`cannot read ${filename}: ${error.message}`);
  });
  stream.on('end', () => {
    if (rest !== null) parseLine(rest, 0, rest.length); // last line without a newline
    if (!Number.isSafeInteger(sum)) {
      fail(`${filename}: the sum ${sum} is not an exact integer; integer_1 and integer_2 must be integers`);
    }
    process.stdout.write(`${sum}\n`);
  });
}

checksum(parseArgs(process.argv.slice(2)));
