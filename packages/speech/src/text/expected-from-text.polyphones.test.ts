import { describe, expect, it } from 'vitest';
import { expectedFromText } from './expected-from-text.ts';
import cases from './polyphones.test-cases.json';

const HAN = /\p{Script=Han}/u;

interface Case {
  text: string;
  /** Offset (UTF-16) of a checked character → its expected reading, numbered, ü written v. */
  checks: Map<number, string>;
}

/** "银行{hang2}" → text 银行, the character at 1 read hang2. */
function parseCase(marked: string): Case {
  let text = '';
  const checks = new Map<number, string>();
  for (const part of marked.split(/(\{[a-zü]+[1-5]\})/u)) {
    if (part.startsWith('{')) checks.set(text.length - 1, part.slice(1, -1).replace(/ü/g, 'v'));
    else text += part;
  }
  return { text, checks };
}

/** The reading of every Chinese character of the text, by offset (an erhua syllable covers two). */
function readingsByOffset(text: string): Map<number, string> {
  const readings = new Map<number, string>();
  let offset = 0;
  for (const syllable of expectedFromText(text)) {
    while (offset < text.length && !HAN.test(text[offset] ?? '')) offset += 1;
    for (let i = 0; i < syllable.hanzi.length; i += 1) {
      readings.set(offset + i, `${syllable.pinyin}${syllable.citationTone}`);
    }
    offset += syllable.hanzi.length;
  }
  return readings;
}

describe('expectedFromText: polyphones in context (《现代汉语词典》 readings)', () => {
  it('has at least 200 authored cases, each with a checked character', () => {
    const all = [...cases.words, ...cases.sentences].map(parseCase);
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const one of all) expect(one.checks.size, one.text).toBeGreaterThan(0);
  });

  it.each([...cases.words, ...cases.sentences])('%s', (marked) => {
    const { text, checks } = parseCase(marked);
    const readings = readingsByOffset(text);
    const got = [...checks.keys()].map((at) => `${text[at]}${readings.get(at) ?? '?'}`);
    const want = [...checks].map(([at, reading]) => `${text[at]}${reading}`);
    expect(got).toEqual(want);
  });
});
