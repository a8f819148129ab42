import { describe, expect, it } from 'vitest';
import { expectedFromText, readingContext, shippedPolyphoneModel } from './expected-from-text.ts';
import {
  keepNeutralTone,
  modelReading,
  parsePolyphoneModel,
  PolyphoneModelFormatError,
  polyphoneReading,
} from './polyphone-model.ts';
import { POLYPHONE_MODEL_LINES } from './polyphone-model-data.ts';

/** Citation readings of the text's syllables, "字pinyin1" each. */
function read(text: string): string[] {
  return expectedFromText(text).map((s) => `${s.hanzi}${s.pinyin}${s.citationTone}`);
}

describe('the shipped polyphone model', () => {
  it('loads: hint weights, hundreds of characters with their readings, dictionary words', () => {
    const model = shippedPolyphoneModel();
    expect(model.hintWeights.get('pp')).toBeGreaterThan(0);
    expect(model.characters.size).toBeGreaterThan(600);
    expect(model.characters.get('行')?.readings).toEqual(expect.arrayContaining(['hang2', 'xing2']));
    expect(model.characters.get('了')?.readings).toEqual(expect.arrayContaining(['le5', 'liao3']));
    const words = new Map(model.dictionaries.map((d) => [d.source, d.words.size]));
    expect(words.get('d')).toBeGreaterThan(10_000);
    expect(words.get('x')).toBeGreaterThan(100_000);
  });

  it('stays within the size budget (5 MB)', () => {
    const bytes = POLYPHONE_MODEL_LINES.reduce((sum, line) => sum + new TextEncoder().encode(line).length + 1, 0);
    expect(bytes).toBeLessThan(5_000_000);
  });

  it('leaves a character it was not trained on to pinyin-pro', () => {
    const { chars, corrected } = readingContext('你好');
    expect(modelReading(shippedPolyphoneModel(), chars, 0, corrected.get(0))).toBeUndefined();
    expect(polyphoneReading(shippedPolyphoneModel(), chars, 0, corrected.get(0))).toBe('ni3');
  });

  it('reads the same text the same way every time', () => {
    const text = '银行行长说，这个长度还不够长。';
    expect(read(text)).toEqual(read(text));
  });
});

describe('classic polyphones in context', () => {
  it.each([
    ['银行行长', ['行hang2', '行hang2', '长zhang3']],
    ['他行走很快', ['行xing2']],
    ['孩子长大了', ['长zhang3']],
    ['这根绳子的长度', ['长chang2']],
    ['我去图书馆还书', ['还huan2']],
    ['我还有一个问题', ['还hai2']],
    ['他跑得很快', ['得de5']],
    ['他获得了冠军', ['得de2']],
    ['他慢慢地走', ['地de5']],
    ['地上有水', ['地di4']],
    ['我的书', ['的de5']],
    ['我们重新开始', ['重chong2']],
    ['这很重要', ['重zhong4']],
    ['他来了', ['了le5']],
    ['我受不了', ['了liao3']],
    ['为了明天', ['为wei4']],
    ['因为下雨', ['为wei4']],
    ['作为老师', ['为wei2']],
    ['我们都去', ['都dou1']],
    ['北京是首都', ['都du1']],
    ['我和你', ['和he2']],
    ['和面做饺子', ['和huo2']],
    ['我睡觉了', ['觉jiao4']],
    ['我觉得很好', ['觉jue2']],
    ['他调到上海工作', ['调diao4']],
    ['调整计划', ['调tiao2']],
    ['老师教我们唱歌', ['教jiao1']],
    ['教育很重要', ['教jiao4']],
    ['朝阳区', ['朝chao2']],
    ['朝气蓬勃', ['朝zhao1']],
  ])('%s', (text, expected) => {
    const readings = read(text);
    for (const reading of expected) expect(readings).toContain(reading);
  });

  it('keeps the neutral tone of a word over the full tone the corpus gives it', () => {
    expect(read('洗衣服')).toContain('服fu5');
    expect(keepNeutralTone('fu5', 'fu2')).toBe('fu5');
    expect(keepNeutralTone('le5', 'liao3')).toBe('liao3');
  });
});

describe('parsePolyphoneModel', () => {
  it('reads the text format', () => {
    const model = parsePolyphoneModel([
      's 10',
      'h pp:20 d2w:5',
      'c 行 hang2/xing2 b:3/-3 r1走:-20/20',
      'd d 4 5',
      'w d 行走:xing2, 银行:,hang2',
    ]);
    expect(model.hintWeights.get('pp')).toBe(2);
    expect(model.characters.get('行')?.weights.get('r1走')).toEqual([-2, 2]);
    expect(model.dictionaries[0]?.words.get('银行')).toBe(',hang2');
    const { chars } = readingContext('行走');
    expect(modelReading(model, chars, 0, undefined)).toBe('xing2');
  });

  it('refuses a line it does not know', () => {
    expect(() => parsePolyphoneModel(['x 1'])).toThrow(PolyphoneModelFormatError);
    expect(() => parsePolyphoneModel(['w d 银行:,hang2'])).toThrow(PolyphoneModelFormatError);
    const unordered = parsePolyphoneModel(['d d 4 5', 'w d 银行:,hang2 行走:xing2,']);
    expect(() => unordered.dictionaries[0]?.words.get('银行')).toThrow(PolyphoneModelFormatError);
    const model = parsePolyphoneModel(['s 10', 'c 行 hang2/xing2 b:a/1']);
    expect(() => model.characters.get('行')?.weights).toThrow(PolyphoneModelFormatError);
  });
});
