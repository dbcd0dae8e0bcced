// Tests of validation mode (JSONMARK_VALIDATE=1), benchmark Data and the library line
// (node --test deserializers/nodejs/test_validation.js); validation output is checked by
// deserializers/testdata/check_validation.py, the driver's comparison.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { codePoints, dataChecksum } = require('./data');

const MAIN = path.join(__dirname, 'main.js');
const TESTDATA = path.join(__dirname, '..', 'testdata');
const CHECKSUMS = Object.fromEntries(fs.readFileSync(path.join(TESTDATA, 'checksums.txt'), 'utf8')
  .split('\n').filter((line) => line.trim()).map((line) => line.split(/\s+/)));

function run(file, benchmark, validate) {
  const env = { ...process.env, JSONMARK_BENCHMARK: benchmark };
  delete env.JSONMARK_VALIDATE;
  if (validate) env.JSONMARK_VALIDATE = '1';
  return spawnSync(process.execPath, [MAIN, file], { encoding: 'utf8', env, maxBuffer: 1 << 26 });
}

function checked(input, output) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jsonmark-node-'));
  const file = path.join(dir, 'out.txt');
  fs.writeFileSync(file, output);
  try {
    const r = spawnSync('python3', [path.join(TESTDATA, 'check_validation.py'), input, file], { encoding: 'utf8' });
    return r.stdout.trimEnd().split('\n');
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

// JSON.parse reads every number as a double, so integers beyond 2^53 come back rounded (the
// ids of every Twitter sample line), and JSON.stringify writes -0 as 0.
const REPORTS = {
  Simple1Benchmark: ['exact'],
  Twitter1Benchmark: ['12 of 12 lines differ'],
  Canada1Benchmark: ['exact'],
  Citm1Benchmark: ['exact'],
  Data: ['3 of 17 lines differ',
    'line 11: $: expected -0.0, read 0',
    'line 12: $.ints[4]: expected 9007199254740993, read 9007199254740992',
    'line 12: $.ints[5]: expected 9223372036854775807, read 9223372036854776000',
    'line 12: $.ints[6]: expected -9223372036854775808, read -9223372036854776000',
    'line 12: $.fracs[3]: expected -0.0, read 0',
    'line 16: $.id: expected 1152921504606846977, read 1152921504606847000',
    'line 16: $.neg: expected -4611686018427387905, read -4611686018427388000'],
};

for (const [benchmark, expected] of Object.entries(REPORTS)) {
  test(`${benchmark}: validation mode writes every record back, differing only where documented`, () => {
    const input = path.join(TESTDATA, `${benchmark}.jsonl`);
    const r = run(input, benchmark, true);
    assert.strictEqual(r.status, 0, r.stderr);
    const lines = r.stdout.trimEnd().split('\n');
    assert.strictEqual(lines.length, fs.readFileSync(input, 'utf8').trimEnd().split('\n').length + 1);
    assert.strictEqual(lines.at(-1), CHECKSUMS[benchmark]);
    const report = checked(input, r.stdout);
    assert.deepStrictEqual(benchmark === 'Data' ? report : report.slice(0, 1), expected);
  });
}

test('validation mode prints no library line; the normal mode prints V8\'s before the sum', () => {
  const input = path.join(TESTDATA, 'Simple1Benchmark.jsonl');
  assert.doesNotMatch(run(input, 'Simple1Benchmark', true).stdout, /library:/);
  assert.strictEqual(run(input, 'Simple1Benchmark', false).stdout,
    `library: v8 ${process.versions.v8}\n${CHECKSUMS.Simple1Benchmark}\n`);
});

test('a record JSON.stringify cannot write back is one line of stderr and exit 1', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jsonmark-node-'));
  const file = path.join(dir, 'deep.jsonl');
  fs.writeFileSync(file, `[]\n${'['.repeat(100000)}${']'.repeat(100000)}\n`);
  try {
    const r = run(file, 'Data', true);
    assert.strictEqual(r.status, 1);
    assert.match(r.stderr, /line 2: cannot write the record back: /);
    assert.strictEqual(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.strictEqual(r.stdout, '[]\n');
    assert.strictEqual(run(file, 'Data', false).stdout.split('\n').at(-2), String(2 + 2 * 100000));
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});

test('the generic checksum of the definition\'s example is 177', () => {
  assert.strictEqual(dataChecksum(JSON.parse('{"a":[1,2.5,"xé"],"b":{"c":null,"d":true}}')), 177);
});

test('code points, not UTF-16 units: a surrogate pair counts once, a lone surrogate once', () => {
  assert.strictEqual(codePoints('\ud83d\ude00'), 1);
  assert.strictEqual(codePoints('a\ud83d'), 2);
  assert.strictEqual(codePoints('a\nb'), 3);
  assert.strictEqual(dataChecksum(JSON.parse('{"é":false}')), 1 + 3 + 19 + 13);
  assert.strictEqual(dataChecksum(JSON.parse('[true,[],42,null]')), 2 + 11 + 2 + 7 + 17);
});
