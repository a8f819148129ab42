import { describe, expect, it } from 'vitest';
import { expectedFromText } from '@hanyu/speech/text/expected-from-text';
import { pinyinLine, writtenWords, type TextSyllable } from './pinyin-orthography.ts';

/** The reading engine's syllables of the text, placed in it, as a passage carries them. */
function syllablesOf(text: string): TextSyllable[] {
  let at = 0;
  return expectedFromText(text).map((syllable) => {
    const offset = text.indexOf(syllable.hanzi, at);
    at = offset + syllable.hanzi.length;
    return { hanzi: syllable.hanzi, pinyin: `${syllable.pinyin.replace(/v/g, 'ü')}${syllable.citationTone}`, offset };
  });
}

/** Word starts of a text cut into the given words (punctuation pieces included). */
function startsOf(words: string[]): Set<number> {
  const starts = new Set<number>();
  let at = 0;
  for (const word of words) {
    starts.add(at);
    at += word.length;
  }
  return starts;
}

/** The text cut into the given words, written as a line of pinyin. */
function written(words: string[]): string {
  const text = words.join('');
  return pinyinLine(writtenWords(text, syllablesOf(text), startsOf(words)));
}

describe('pinyin written by word', () => {
  it('joins a word, with the apostrophe before a, o or e inside it', () => {
    expect(written(['西安'])).toBe("Xī'ān");
    expect(written(['天安门'])).toBe("Tiān'ānmén");
    expect(written(['这个', '方案'])).toBe("Zhège fāng'àn");
  });

  it('sets words apart, keeps the neutral tones the reading engine gives and the punctuation', () => {
    expect(written(['我们', '是', '学生', '。'])).toBe('Wǒmen shì xuésheng.');
  });

  it('capitalises the first word of every sentence, and of a quoted sentence after a colon', () => {
    expect(written(['今天', '很', '冷', '。', '我们', '去', '公园', '吧', '！', '好', '吗', '？'])).toBe(
      'Jīntiān hěn lěng. Wǒmen qù gōngyuán ba! Hǎo ma?',
    );
    expect(written(['妈妈', '说', '：“', '你', '好', '。”'])).toBe('Māma shuō: "Nǐ hǎo."');
    expect(written(['你们', '好', '，', '老师', '！'])).toBe('Nǐmen hǎo, lǎoshī!');
  });

  it('reads polyphones in context, from the reading engine', () => {
    expect(written(['银行', '行长'])).toBe('Yínháng hángzhǎng');
  });

  it('keeps an erhua syllable whole, even when a word boundary falls inside it', () => {
    const text = '一点儿';
    const pieces = writtenWords(text, syllablesOf(text), new Set([0, 1, 2]));
    expect(pieces).toEqual([
      { kind: 'word', offset: 0, hanzi: '一', pinyin: 'Yī' },
      { kind: 'word', offset: 1, hanzi: '点儿', pinyin: 'diǎnr' },
    ]);
  });

  it('never joins across text that is not read, gives the text back whole and keeps its lines', () => {
    const text = '他说：A和B\n第二段。';
    const pieces = writtenWords(text, syllablesOf(text), new Set());
    expect(pieces.map((piece) => (piece.kind === 'word' ? piece.hanzi : piece.text)).join('')).toBe(text);
    expect(pinyinLine(pieces)).toBe("Tāshuō: A hé B\nDì'èrduàn.");
  });
});
