// Tests of main.js (node --test deserializers/nodejs/test.js): the exact sum, invalid JSON in
// values the checksum never reads rejected, and a missing, null, quoted or fractional integer.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MAIN = path.join(__dirname, 'main.js');
const GOOD = '{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["fact","river","stone","quiet","moon"],"str":"Week later.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}';

function run(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jsonmark-node-'));
  const file = path.join(dir, 'data.jsonl');
  fs.writeFileSync(file, text);
  try {
    return spawnSync(process.execPath, [MAIN, file], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

function replaced(from, to) {
  const line = GOOD.replace(from, to);
  assert.notStrictEqual(line, GOOD, `${from} is not in the record`);
  return line;
}

test('prints the exact sum', () => {
  const r = run(`${GOOD}\n\n${GOOD}`);
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, '1938\n');
});

const MALFORMED = {
  'unquoted string': ['"str":"Week later."', '"str":Week'],
  'single-quoted string': ['"str":"Week later."', "\"str\":'Week'"],
  NaN: ['"float_1":-431.2376523422', '"float_1":NaN'],
  '-Infinity': ['"float_1":-431.2376523422', '"float_1":-Infinity'],
  'hex float': ['"float_1":-431.2376523422', '"float_1":0x1p3'],
  'leading zero': ['"float_1":-431.2376523422', '"float_1":01.5'],
  'plus sign': ['"float_1":-431.2376523422', '"float_1":+1.5'],
  'trailing dot': ['"float_1":-431.2376523422', '"float_1":1.'],
  'unquoted word': ['["fact",', '[fact,'],
  'truncated null': ['"null":null', '"null":nul'],
  'trailing comma in object': ['"null":null}', '"null":null,}'],
  'trailing comma in array': ['"moon"]', '"moon",]'],
  'invalid escape': ['"Week later."', '"Week \\x later."'],
  'raw control character': ['"Week later."', '"Week \x01 later."'],
  comment: ['"null":null}', '"null":null/*c*/}'],
};

for (const [name, [from, to]] of Object.entries(MALFORMED)) {
  test(`JSON.parse rejects ${name}`, () => {
    const r = run(`${GOOD}\n${replaced(from, to)}\n`);
    assert.strictEqual(r.status, 1, `accepted: ${r.stdout}`);
    assert.match(r.stderr, /: line 2: invalid JSON: /);
    assert.strictEqual(r.stderr.trim().split('\n').length, 1, r.stderr);
  });
}

for (const [name, value] of [['missing', null], ['null', 'null'], ['quoted', '"-12"'], ['fractional', '1.5']]) {
  test(`rejects a ${name} integer_1`, () => {
    const line = value === null ? replaced('"integer_1":-12,', '') : replaced('"integer_1":-12', `"integer_1":${value}`);
    const r = run(`${GOOD}\n${line}\n`);
    assert.strictEqual(r.status, 1, `accepted: ${r.stdout}`);
    assert.match(r.stderr, /: line 2: integer_1 is missing or not an integer/);
    assert.strictEqual(r.stdout, '');
  });
}
