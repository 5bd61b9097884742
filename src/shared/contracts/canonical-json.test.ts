import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('gives one spelling whatever the order and layout the value was written in', () => {
    const a = JSON.parse('{ "x": 1, "y": [ "å", "\\u00e5" ], "n": 1.50 }') as unknown;
    const b = JSON.parse('{"n":1.5,"y":["\\u00e5","å"],"x":1}') as unknown;
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"n":1.5,"x":1,"y":["å","å"]}');
  });

  it('round-trips through JSON.parse to the same text, also for awkward strings', () => {
    const value = {
      emoji: '🎿',
      lone: '\ud800',
      quote: 'a "b" \\ c',
      control: '\u0000\n\t',
      '': 0,
      '10': 'ten',
      '9': 'nine',
    };
    const text = canonicalJson(value);
    expect(canonicalJson(JSON.parse(text))).toBe(text);
    // Keys sort by UTF-16 code units: '10' before '9', '' first.
    expect(text.startsWith('{"":0,"10":"ten","9":"nine"')).toBe(true);
  });

  it('leaves out properties whose value is undefined, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ a: Infinity })).toThrow(TypeError);
    expect(() => canonicalJson([undefined])).toThrow(TypeError);
    expect(() => canonicalJson(new Date(0))).toThrow(TypeError);
    expect(() => canonicalJson(10n)).toThrow(TypeError);
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
  });
});
