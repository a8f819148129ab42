import { describe, expect, it } from 'vitest';
import { PscItemType, presentedItemSchema } from '@hanyu/contracts/exam/exam-engine';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { PSC_OVERTIME_ALLOWANCE_SECONDS } from '@hanyu/contracts/psc/exam';
import { PscPart, type PscPaperPart } from '@hanyu/contracts/psc/exam-paper';
import { scorePscTest } from '@hanyu/speech/psc-scoring/score-paper';
import {
  buildExpected,
  buildFreeResult,
  buildReading,
  buildRefusedResult,
  buildResult,
} from '@hanyu/speech/psc-scoring/test-factories';
import { pscPartEvaluation } from './exam-engine.ts';
import { assertAnswerFits, markAnswer } from './exam-scoring.ts';
import { pscItem, pscPartRequest, scorePscItem, scorePscItems, type PscPartKey } from './psc-items.ts';

const expected = (n: number) => Array.from({ length: n }, () => buildExpected());

const syllablesPart: PscPaperPart = { part: PscPart.Syllables, seconds: 210, items: [{ text: '八', pinyin: 'bā' }] };
const wordsPart: PscPaperPart = { part: PscPart.Words, seconds: 150, items: [{ text: '银行', pinyin: 'yínháng' }] };
const passagePart: PscPaperPart = {
  part: PscPart.Passage,
  seconds: 240,
  items: [{ text: '……', pinyin: '' }],
  passageId: 'x',
  title: '短文',
  scoredLength: 2,
};
const topicPart: PscPaperPart = {
  part: PscPart.Topic,
  seconds: 180,
  items: [{ id: 't1', title: '我的家乡', titleEn: 'My hometown' }],
};
const syllables = pscItem(syllablesPart, expected(100));
const words = pscItem(wordsPart, expected(100));
const passage = pscItem(passagePart, expected(450));
const topic = pscItem(topicPart, []);
function keyOf(item: typeof syllables): PscPartKey {
  const key = item.questions[0]?.key;
  if (key?.kind !== 'pscPart') throw new Error('not a PSC part');
  return key;
}

describe('the PSC parts as engine items', () => {
  it('types each part, presents it in the contract’s shape and weighs it by its official points', () => {
    expect([syllables, words, passage, topic].map((item) => item.type)).toEqual([
      PscItemType.Syllables,
      PscItemType.Words,
      PscItemType.Passage,
      PscItemType.Topic,
    ]);
    expect([syllables, words, passage, topic].map((item) => item.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(presentedItemSchema.parse(words.presented)).toEqual(words.presented);
    expect([syllables, words, passage, topic].map((item) => item.questions[0]?.points)).toEqual([10, 20, 30, 40]);
    expect(pscItem(wordsPart, expected(100), 'S03').presented.id).toBe('S03');
  });

  it('scores the passage up to the 400th syllable, the official mark', () => {
    expect(keyOf(passage).scoredSyllables).toBe(400);
    expect(keyOf(pscItem(passagePart, expected(120))).scoredSyllables).toBe(120);
  });

  it('judges the read parts against their syllables and the topic as free speaking, with the overtime allowance', () => {
    expect(pscPartRequest(keyOf(words))).toMatchObject({
      kind: 'syllables',
      maxSeconds: 150 + PSC_OVERTIME_ALLOWANCE_SECONDS,
    });
    expect(pscPartRequest(keyOf(topic))).toMatchObject({
      kind: 'free',
      maxSeconds: 180 + PSC_OVERTIME_ALLOWANCE_SECONDS,
    });
  });

  it('takes no written answer: a part is answered by its recording', () => {
    expect(() => assertAnswerFits(keyOf(words), { text: '银行' })).toThrow();
    expect(markAnswer(keyOf(words), null)).toBeNull();
  });
});

describe('scoring the PSC items by the official rules', () => {
  const reading = buildReading(100, {
    0: { status: SyllableStatus.InitialError },
    1: { status: SyllableStatus.InitialError },
    2: { status: SyllableStatus.InitialError },
  });
  const one = { key: keyOf(syllables), result: buildResult(reading), seconds: 200 };
  const two = { key: keyOf(words), result: buildResult(buildReading(100)), seconds: 140 };
  const three = { key: keyOf(passage), result: buildResult(buildReading(400)), seconds: 230 };
  const four = { key: keyOf(topic), result: buildFreeResult(), seconds: 180 };
  const recordings = [one, two, three, four];

  it('gives the same report as the whole-test scorer', () => {
    expect(scorePscItems(recordings)).toEqual(
      scorePscTest({
        syllables: one,
        words: two,
        passage: { ...three, scoredSyllables: 400 },
        topic: four,
      }),
    );
  });

  it('scores a part on its own as a share of its points', () => {
    const { share, score } = scorePscItem(one);
    expect(score.points).toBe(9.7);
    expect(share).toBeCloseTo(0.97, 5);
    expect(pscPartEvaluation(one.result, keyOf(syllables), 200)).toEqual({
      state: 'evaluated',
      score: 97,
      failure: null,
    });
  });

  it('turns a refused recording into a failure the candidate can record again', () => {
    const refused = pscPartEvaluation(buildRefusedResult(RecordingQualityCode.VolumeLow), keyOf(words), 3);
    expect(refused.state).toBe('evaluationFailed');
    expect(refused.score).toBeNull();
  });

  it('needs all four parts for a whole test', () => {
    expect(() => scorePscItems([one, two, three])).toThrow(RangeError);
  });
});
