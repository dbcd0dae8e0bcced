// Tests of main.js (node --test deserializers/nodejs/test.js): the exact sum of every benchmark's
// sample file (deserializers/testdata), invalid JSON in values the checksum never reads
// rejected, a missing, null, quoted or fractional checksum input rejected, JSONMARK_BENCHMARK.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MAIN = path.join(__dirname, 'main.js');
const TESTDATA = path.join(__dirname, '..', 'testdata');
const BENCHMARKS = ['Simple1Benchmark', 'Twitter1Benchmark', 'Canada1Benchmark', 'Citm1Benchmark', 'Data'];
const LIBRARY = `library: v8 ${process.versions.v8}\n`; // the normal mode's line before the sum
const CHECKSUMS = Object.fromEntries(fs.readFileSync(path.join(TESTDATA, 'checksums.txt'), 'utf8')
  .split('\n').filter((line) => line.trim()).map((line) => line.split(/\s+/)));
const GOOD = '{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["fact","river","stone","quiet","moon"],"str":"Week later.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}';

// main.js on text, with JSONMARK_BENCHMARK set to benchmark (unset when undefined).
function run(text, benchmark) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jsonmark-node-'));
  const file = path.join(dir, 'data.jsonl');
  fs.writeFileSync(file, text);
  const env = { ...process.env };
  delete env.JSONMARK_BENCHMARK;
  if (benchmark !== undefined) env.JSONMARK_BENCHMARK = benchmark;
  try {
    return spawnSync(process.execPath, [MAIN, file], { encoding: 'utf8', env });
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
  assert.strictEqual(r.stdout, `${LIBRARY}1938\n`);
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

test('an integer beyond 2^53 is an error: JSON.parse has already rounded it', () => {
  const r = run(`${replaced('"integer_1":-12', `"integer_1":${2n ** 53n + 1n}`)}\n`);
  assert.strictEqual(r.status, 1, `accepted: ${r.stdout}`);
  assert.match(r.stderr, /integer_1 is missing or not an integer below 2\^53/);
});

test('a sum beyond 2^53 is exact, and one beyond 64 bits is an error', () => {
  const big = replaced('"integer_1":-12', `"integer_1":${2 ** 52 - 1}`).replace('"integer_2":981', '"integer_2":3');
  let r = run(`${big}\n`.repeat(5));
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, `${LIBRARY}${5n * (2n ** 52n + 2n)}\n`);
  // A running sum of exactly 2^52 (not yet moved to the BigInt), then a record of 2^53 - 1:
  // as Numbers, 3 * 2^52 - 1 is odd and beyond 2^53, so it would round.
  const edge = replaced('"integer_1":-12', `"integer_1":${2 ** 52}`).replace('"integer_2":981', '"integer_2":0');
  const odd = replaced('"integer_1":-12', `"integer_1":${2 ** 52}`).replace('"integer_2":981', `"integer_2":${2 ** 52 - 1}`);
  r = run(`${edge}\n${odd}\n`);
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, `${LIBRARY}${3n * 2n ** 52n - 1n}\n`);
  r = run(`${big}\n`.repeat(2100));
  assert.strictEqual(r.status, 1, r.stdout);
  assert.match(r.stderr, /overflows a signed 64-bit integer/);
});

for (const benchmark of BENCHMARKS) {
  test(`${benchmark}: the sample file gives its checksum`, () => {
    const r = run(fs.readFileSync(path.join(TESTDATA, `${benchmark}.jsonl`)), benchmark);
    assert.strictEqual(r.status, 0, r.stderr);
    assert.strictEqual(r.stdout, `${LIBRARY}${CHECKSUMS[benchmark]}\n`);
  });
}

test('JSONMARK_BENCHMARK unset means Simple1Benchmark', () => {
  const r = run(fs.readFileSync(path.join(TESTDATA, 'Simple1Benchmark.jsonl')));
  assert.strictEqual(r.stdout, `${LIBRARY}${CHECKSUMS.Simple1Benchmark}\n`, r.stderr);
});

for (const name of ['Twitter2Benchmark', 'simple1benchmark', '']) {
  test(`unknown benchmark '${name}' exits 2 with one line naming the known ones`, () => {
    const r = run(`${GOOD}\n`, name);
    assert.strictEqual(r.status, 2);
    assert.strictEqual(r.stdout, '');
    assert.strictEqual(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.ok(r.stderr.includes(`unknown benchmark '${name}'`), r.stderr);
    for (const known of BENCHMARKS) assert.ok(r.stderr.includes(known), r.stderr);
  });
}

function firstLine(benchmark) {
  return fs.readFileSync(path.join(TESTDATA, `${benchmark}.jsonl`), 'utf8').split('\n')[0];
}

// line with the first match of pattern replaced (a greedy '(.*)' prefix picks the last match).
function edited(line, pattern, replacement) {
  const result = line.replace(pattern, replacement);
  assert.notStrictEqual(result, line, `${pattern} is not in the line`);
  return result;
}

// Per new benchmark, one value its checksum never reads made invalid JSON (the same cases as
// the Python tests); JSON.parse rejects them all.
const SHAPE_MALFORMED = {
  Twitter1Benchmark: {
    'invalid escape in text': [/"text":"line one/, '"text":"line \\x one'],
    'raw control character in text': [/\\u0001/, '\x01'],
    'NaN as listed_count': [/"listed_count":\d+/, '"listed_count":NaN'],
    'unquoted screen_name': [/"screen_name":"[^"]*"/, '"screen_name":user'],
    'truncated null geo': [/"geo":null/, '"geo":nul'],
  },
  Canada1Benchmark: {
    'leading zero in a coordinate': [/(?<=\[)-?\d+\.\d+(?=,)/, '01.5'],
    'trailing dot in a coordinate': [/(?<=\[)-?\d+\.\d+(?=,)/, '1.'],
    'Infinity as a coordinate': [/(?<=\[)-?\d+\.\d+(?=,)/, '-Infinity'],
    'trailing comma in a ring': [/\]\]\]/, '],]]'],
    'single-quoted name': [/"name":"[^"]*"/, '"name":\'Canada\''],
  },
  Citm1Benchmark: {
    'unquoted name': [/"name":"[^"]*"/, '"name":Tour'],
    'truncated null': [/"description":null/, '"description":nul'],
    'trailing comma in subTopicIds': [/("subTopicIds":\[[^\]]*)\]/, '$1,]'],
    comment: [/"subjectCode":null/, '"subjectCode":null/*c*/'],
    'hex blockId': [/"blockIds":\[1/, '"blockIds":[0x1'],
  },
};

for (const [benchmark, cases] of Object.entries(SHAPE_MALFORMED)) {
  for (const [name, [pattern, replacement]] of Object.entries(cases)) {
    test(`${benchmark}: JSON.parse rejects ${name}`, () => {
      const line = firstLine(benchmark);
      const r = run(`${line}\n${edited(line, pattern, replacement)}\n`, benchmark);
      assert.strictEqual(r.status, 1, `accepted: ${r.stdout}`);
      assert.match(r.stderr, /: line 2: invalid JSON: /);
      assert.strictEqual(r.stderr.trim().split('\n').length, 1, r.stderr);
    });
  }
}

// Per new benchmark, one integer its checksum adds: [pattern, template for a value, line
// without it]. Twitter's outer retweet_count is the last on the line (the retweet comes first).
const CHECKSUM_INPUTS = {
  Twitter1Benchmark: [/(.*)"retweet_count":(\d+),/, '$1"retweet_count":VALUE,', '$1', /retweet_count is missing or not an integer/],
  Canada1Benchmark: [/"id":(\d+)/, '"id":VALUE', '"_id":1', /properties.id is missing or not an integer/],
  Citm1Benchmark: [/"amount":(\d+),/, '"amount":VALUE,', '', /prices\[\].amount is missing or not an integer/],
};

for (const [benchmark, [pattern, template, removed, message]] of Object.entries(CHECKSUM_INPUTS)) {
  for (const [what, value] of [['missing', null], ['null', 'null'], ['quoted', '"7"'], ['fractional', '1.5']]) {
    test(`${benchmark}: rejects a ${what} checksum input`, () => {
      const line = firstLine(benchmark);
      const bad = edited(line, pattern, value === null ? removed : template.replace('VALUE', value));
      const r = run(`${line}\n${bad}\n`, benchmark);
      assert.strictEqual(r.status, 1, `accepted: ${r.stdout}`);
      assert.match(r.stderr, /: line 2: /);
      assert.match(r.stderr, message);
      assert.strictEqual(r.stdout, '');
    });
  }
}

test('Twitter1Benchmark: a missing user, entities or retweeted_status is an error', () => {
  // A status that is not a retweet: its only retweeted_status is null (the checksum never
  // reads a nested status's own retweeted_status, so removing that one is not an error).
  const line = fs.readFileSync(path.join(TESTDATA, 'Twitter1Benchmark.jsonl'), 'utf8').split('\n')
    .find((l) => l.split('"retweeted_status"').length === 2 && l.includes('"retweeted_status":null,'));
  for (const bad of [
    edited(line, /"retweeted_status":null,/, ''),
    edited(line, /"user":\{"id"/, '"_user":{"id"'),
    edited(line, /(.*)"entities":\{"hashtags"/, '$1"_entities":{"hashtags"'),
  ]) {
    const r = run(`${line}\n${bad}\n`, 'Twitter1Benchmark');
    assert.strictEqual(r.status, 1, `accepted: ${r.stdout}`);
    assert.match(r.stderr, /: line 2: /);
    assert.strictEqual(r.stderr.trim().split('\n').length, 1, r.stderr);
  }
});

test('Canada1Benchmark: an unknown geometry type is an error', () => {
  const line = firstLine('Canada1Benchmark');
  const r = run(`${line}\n${edited(line, /"MultiPolygon"/, '"Point"')}\n`, 'Canada1Benchmark');
  assert.strictEqual(r.status, 1, `accepted: ${r.stdout}`);
  assert.match(r.stderr, /: line 2: geometry.type "Point" is neither Polygon nor MultiPolygon/);
});

test('Citm1Benchmark: areaNames must be an object, topicIds an array', () => {
  const line = firstLine('Citm1Benchmark');
  for (const bad of [edited(line, /"areaNames":\{\}/, '"areaNames":"ab"'), edited(line, /"topicIds":\[\]/, '"topicIds":"ab"')]) {
    const r = run(`${line}\n${bad}\n`, 'Citm1Benchmark');
    assert.strictEqual(r.status, 1, `accepted: ${r.stdout}`);
    assert.match(r.stderr, /: line 2: (areaNames|topicIds) is missing or not an (object|array)/);
  }
});
