import { describe, expect, it } from 'vitest';
import type { NtransTranslationAnswer, TranslationSegment } from '@hanyu/contracts/oversea/translation';
import {
  chooseLanguage,
  measureWords,
  readStoredVoice,
  rubyParts,
  savedTranslation,
  speechChunks,
  swapLanguages,
  textProblem,
} from './translation-rules.ts';

const word = (
  text: string,
  pinyin: string,
  pinyinNumbered: string,
  gloss: string | null = null,
): TranslationSegment => ({
  text,
  isWord: true,
  pinyin,
  pinyinNumbered,
  gloss,
  entries: [],
});
const other = (text: string): TranslationSegment => ({
  text,
  isWord: false,
  pinyin: '',
  pinyinNumbered: '',
  gloss: null,
  entries: [],
});

const answer = (extra: Partial<NtransTranslationAnswer>): NtransTranslationAnswer => ({
  from: 'cn',
  to: 'en',
  text: '我们去银行。',
  chineseSide: 'source',
  sentence: null,
  studyView: true,
  notice: 'engineNotConfigured',
  segments: [
    word('我们', 'wǒ men', 'wo3 men5', 'we'),
    word('去', 'qù', 'qu4', 'to go'),
    word('银行', 'yín háng', 'yin2 hang2', 'bank'),
    other('。'),
  ],
  ...extra,
});

describe('the language pair', () => {
  it('keeps Chinese on one side', () => {
    expect(chooseLanguage({ from: 'cn', to: 'en' }, 'to', 'ja')).toEqual({ from: 'cn', to: 'ja' });
    expect(chooseLanguage({ from: 'cn', to: 'en' }, 'from', 'ru')).toEqual({ from: 'ru', to: 'cn' });
    expect(chooseLanguage({ from: 'en', to: 'cn' }, 'to', 'ko')).toEqual({ from: 'cn', to: 'ko' });
  });

  it('swaps when a side takes the language of the other', () => {
    expect(chooseLanguage({ from: 'cn', to: 'en' }, 'to', 'cn')).toEqual({ from: 'en', to: 'cn' });
    expect(chooseLanguage({ from: 'cn', to: 'th' }, 'from', 'th')).toEqual({ from: 'th', to: 'cn' });
    expect(swapLanguages({ from: 'cn', to: 'en' })).toEqual({ from: 'en', to: 'cn' });
  });
});

describe('the form check', () => {
  it('applies the contract: text required, 500 characters, Chinese to learn', () => {
    expect(textProblem('   ', { from: 'cn', to: 'en' })).toBe('TranslationTextRequired');
    expect(textProblem('好'.repeat(501), { from: 'cn', to: 'en' })).toBe('TranslationTextTooLong');
    expect(textProblem(`${'好'.repeat(499)}𠀀`, { from: 'cn', to: 'en' })).toBeNull();
    expect(textProblem('hello', { from: 'cn', to: 'en' })).toBe('OnlyChineseLearnable');
    expect(textProblem('hello', { from: 'en', to: 'cn' })).toBeNull();
    // Without a translation engine, only Chinese can be studied.
    expect(textProblem('hello', { from: 'en', to: 'cn' }, false)).toBe('MachineTranslationUnavailable');
    expect(textProblem('你好', { from: 'cn', to: 'en' }, false)).toBeNull();
  });
});

describe('what is saved as the translation', () => {
  it('is the sentence when there is one', () => {
    expect(savedTranslation(answer({ sentence: { text: 'We go to the bank.', engine: 'LibreTranslate' } }))).toBe(
      'We go to the bank.',
    );
  });

  it('is the meanings word by word in the study view, and nothing for X → cn without a translation', () => {
    expect(savedTranslation(answer({}))).toBe('we · to go · bank');
    expect(savedTranslation(answer({ chineseSide: 'translation', segments: [] }))).toBeNull();
  });
});

describe('reading aloud', () => {
  it('cuts long Chinese after sentences, within the synthesis limit, and leaves out pieces without Chinese', () => {
    const sentence = '我们一起去银行取钱。';
    const text = sentence.repeat(40);
    const chunks = speechChunks(text);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(Array.from(chunk).length).toBeLessThanOrEqual(300);
      expect(chunk.endsWith('。')).toBe(true);
    }
    expect(speechChunks('你好', 300)).toEqual(['你好']);
    expect(speechChunks('Hello. 你好。', 7)).toEqual(['你好。']);
  });
});

describe('pinyin over the characters', () => {
  it('pairs one syllable with each character, tone by tone', () => {
    expect(rubyParts(word('银行', 'yín háng', 'yin2 hang2'))).toEqual([
      { characters: '银', pinyin: 'yín', tone: 2 },
      { characters: '行', pinyin: 'háng', tone: 2 },
    ]);
    expect(rubyParts(word('们', 'men', 'men5'))).toEqual([{ characters: '们', pinyin: 'men', tone: 5 }]);
  });

  it('puts an erhua syllable over its character and the 儿, and 女儿 over two', () => {
    expect(rubyParts(word('一点儿', 'yī diǎnr', 'yi1 dianr3'))).toEqual([
      { characters: '一', pinyin: 'yī', tone: 1 },
      { characters: '点儿', pinyin: 'diǎnr', tone: 3 },
    ]);
    expect(rubyParts(word('女儿', 'nǚ ér', 'nv3 er2')).map((part) => part.characters)).toEqual(['女', '儿']);
  });

  it('puts pinyin that does not pair over the whole word', () => {
    expect(rubyParts(word('王小明', 'wáng', 'wang2'))).toEqual([{ characters: '王小明', pinyin: 'wáng', tone: null }]);
  });
});

describe("a visitor's stored voice", () => {
  it('reads what was stored, and the defaults for anything else', () => {
    expect(readStoredVoice('{"sex":1,"speed":3}')).toEqual({ sex: 1, speed: 3 });
    expect(readStoredVoice(null)).toEqual({ sex: 2, speed: 2 });
    expect(readStoredVoice('{"sex":9,"speed":3}')).toEqual({ sex: 2, speed: 2 });
    expect(readStoredVoice('not json')).toEqual({ sex: 2, speed: 2 });
  });
});

describe('measure words in a definition', () => {
  it("reads CC-CEDICT's CL: definitions in their simplified forms", () => {
    expect(measureWords('CL:家[jiā],個|个[gè]')).toEqual(['家 jiā', '个 gè']);
    expect(measureWords('CL:本[běn]')).toEqual(['本 běn']);
    expect(measureWords('bank')).toBeNull();
  });
});
