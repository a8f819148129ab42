import { CONTRAST_PAIRS, FINALS, INITIALS } from '@hanyu/contracts/constants/phonetics';
import { splitSyllable } from '@hanyu/speech/phonetics/final-pairs';
import { describe, expect, it } from 'vitest';
import { examplePinyinProblems, syllableProblems } from './content-checks.ts';
import { loadPassages, loadPhonetics, loadSpeaking } from './content-files.ts';
import { LEARNING_PASSAGE_SYLLABLES } from './passage-schema.ts';
import { readText } from './reading.ts';

const passages = loadPassages();
const phonetics = loadPhonetics();
const speaking = loadSpeaking();

/** Syllable range of a PSC passage (scored on its first 400); a learning passage's is the schema's. */
const PSC_SYLLABLES = [400, 480] as const;

describe('passages', () => {
  it('has at least 30 learning passages over the three levels, each in its syllable range', () => {
    const learning = passages.filter((p) => p.purpose === 'learning');
    expect(learning.length).toBeGreaterThanOrEqual(30);
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      expect(learning.filter((p) => p.level === level).length, level).toBeGreaterThanOrEqual(10);
    }
    for (const passage of learning) {
      const [min, max] = LEARNING_PASSAGE_SYLLABLES[passage.level];
      const count = readText(passage.text, passage.readings).length;
      expect(count, `${passage.id} syllables`).toBeGreaterThanOrEqual(min);
      expect(count, `${passage.id} syllables`).toBeLessThanOrEqual(max);
    }
  });

  it('has PSC passages of 400-480 syllables', () => {
    const psc = passages.filter((p) => p.purpose === 'psc');
    expect(psc.length).toBeGreaterThanOrEqual(15);
    for (const passage of psc) {
      const count = readText(passage.text, passage.readings).length;
      expect(count, `${passage.id} syllables`).toBeGreaterThanOrEqual(PSC_SYLLABLES[0]);
      expect(count, `${passage.id} syllables`).toBeLessThanOrEqual(PSC_SYLLABLES[1]);
    }
  });

  it('gives every passage a unique id and titles, and reads every syllable as Mandarin', () => {
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
    expect(new Set(passages.map((p) => p.title)).size).toBe(passages.length);
    for (const passage of passages) {
      // readText throws when a reviewed reading's phrase is missing or its syllable count is wrong.
      const syllables = readText(passage.text, passage.readings);
      const unknown = syllables.filter((s) => s.final === '' || !/^[a-zv]+$/.test(s.pinyin));
      expect(
        unknown.map((s) => s.hanzi),
        passage.id,
      ).toEqual([]);
    }
  });
});

describe('phonetics catalogue', () => {
  it('has the 21 initials of the spec in its order, each practising its own initial', () => {
    expect(phonetics.initials?.map((e) => e.key)).toEqual([...INITIALS]);
    for (const entry of phonetics.initials ?? []) {
      for (const syllable of entry.syllables) expect(splitSyllable(syllable).initial, syllable).toBe(entry.key);
    }
  });

  it('has the 36 finals and 19 contrast pairs of the spec when written', () => {
    if (phonetics.finals) expect(phonetics.finals.map((e) => e.key)).toEqual([...FINALS]);
    if (phonetics.contrasts)
      expect(phonetics.contrasts.map((e) => e.key)).toEqual(CONTRAST_PAIRS.map((p) => p.join('|')));
  });

  it('has the four tones, the neutral tone and both sandhi pages', () => {
    expect(phonetics.tones?.map((e) => e.key)).toEqual([
      'tone1',
      'tone2',
      'tone3',
      'tone4',
      'neutral',
      'sandhi-third',
      'sandhi-yi-bu',
    ]);
  });

  it('writes every example word with the pinyin computed in context, and only real syllables', () => {
    for (const file of Object.values(phonetics)) {
      if (!file) continue;
      expect(examplePinyinProblems(file)).toEqual([]);
      expect(syllableProblems(file)).toEqual([]);
    }
  });
});

describe('speaking content', () => {
  it('has 50 topics and 20 eloquence exercises with unique ids and titles', () => {
    expect(speaking.topics).toHaveLength(50);
    expect(speaking.eloquence).toHaveLength(20);
    for (const list of [speaking.topics, speaking.eloquence]) {
      expect(new Set(list.map((t) => t.id)).size).toBe(list.length);
      expect(new Set(list.map((t) => t.title)).size).toBe(list.length);
    }
  });

  it('gives each topic the same outline in Chinese and English', () => {
    for (const topic of speaking.topics) expect(topic.outline.en.length, topic.id).toBe(topic.outline.zh.length);
  });
});
