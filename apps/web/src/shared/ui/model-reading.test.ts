import { describe, expect, it } from 'vitest';
import type { HumanRecording } from '@hanyu/contracts/portal/human-reading';
import { chooseModelReading, humanLookupText } from './model-reading.ts';

const recording: HumanRecording = {
  url: '/dist/audio/yuetan/0123456789abcdef.mp3',
  contentType: 'audio/mpeg',
  speaker: 'Yue Tan',
  licence: 'CC BY-SA',
  source: 'Shtooka project, collection cmn-caen-tan',
};

describe('humanLookupText', () => {
  it('asks for words and single characters', () => {
    expect(humanLookupText({ text: '学习' })).toBe('学习');
    expect(humanLookupText({ text: ' 好 ' })).toBe('好');
  });

  it('never asks for pinyin drills, sentences, mixed or empty text', () => {
    expect(humanLookupText({ pinyin: 'hao3' })).toBeNull();
    expect(humanLookupText({ text: '好', pinyin: 'hao3' })).toBeNull();
    expect(humanLookupText({ text: '我们学习汉语。' })).toBeNull();
    expect(humanLookupText({ text: '学习 汉语' })).toBeNull();
    expect(humanLookupText({ text: 'HSK考试' })).toBeNull();
    expect(humanLookupText({ text: '好'.repeat(21) })).toBeNull();
    expect(humanLookupText({ text: '' })).toBeNull();
    expect(humanLookupText({})).toBeNull();
  });
});

describe('chooseModelReading', () => {
  it('plays the human recording of exactly the text when there is one', () => {
    expect(chooseModelReading({ text: '学习' }, { text: '学习', recording })).toEqual({
      voice: 'human',
      url: recording.url,
      speaker: 'Yue Tan',
    });
  });

  it('falls back to the synthesis when there is none, or it is not known yet', () => {
    expect(chooseModelReading({ text: '你好' }, { text: '你好', recording: null })).toEqual({
      voice: 'synthesis',
      source: { text: '你好' },
    });
    expect(chooseModelReading({ text: '学习' }, null)).toEqual({ voice: 'synthesis', source: { text: '学习' } });
  });

  it("never plays another text's recording (an answer for the previous item)", () => {
    expect(chooseModelReading({ text: '汉语' }, { text: '学习', recording })).toEqual({
      voice: 'synthesis',
      source: { text: '汉语' },
    });
  });

  it('reads pinyin drills as written, with the synthesis', () => {
    expect(chooseModelReading({ pinyin: 'xue2' }, { text: '学', recording })).toEqual({
      voice: 'synthesis',
      source: { pinyin: 'xue2' },
    });
  });
});
