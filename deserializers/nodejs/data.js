// Benchmark Data (docs/benchmarks.md): the generic checksum of any JSON value,
// 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers + 11·trues + 13·falses + 17·nulls
// + 19·code points of every string value and every key. A stack, not recursion, so any
// depth JSON.parse accepted is counted.
'use strict';

// The number of Unicode code points of a string: its UTF-16 length, less one per surrogate
// pair (a lone surrogate, which JSON.parse lets through from an escape, counts as one).
function codePoints(text) {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n -= 1;
        i += 1;
      }
    }
  }
  return n;
}

function dataChecksum(root) {
  let sum = 0;
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null) {
      sum += 17;
    } else if (Array.isArray(value)) {
      sum += 2;
      for (const element of value) stack.push(element);
    } else {
      switch (typeof value) {
        case 'object':
          sum += 1;
          for (const key of Object.keys(value)) {
            sum += 3 + 19 * codePoints(key);
            stack.push(value[key]);
          }
          break;
        case 'string':
          sum += 5 + 19 * codePoints(value);
          break;
        case 'number':
          sum += 7;
          break;
        case 'boolean':
          sum += value ? 11 : 13;
          break;
        default:
          throw new TypeError(`a parsed value of type ${typeof value}`);
      }
    }
  }
  return sum;
}

module.exports = { codePoints, dataChecksum };
