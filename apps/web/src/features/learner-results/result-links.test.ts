import { describe, expect, it } from 'vitest';
import type { LearnerResult } from '@hanyu/contracts/psc/results';
import { routeByName } from '../../shared/routes/route-table.ts';
import { resultSubject, resultTarget, soundLessonKey } from './result-links.ts';

function result(overrides: Partial<LearnerResult>): LearnerResult {
  return {
    id: 'f'.repeat(32),
    kind: 'practice',
    source: 'device',
    at: '2026-11-20T08:00:00.000Z',
    resourceId: null,
    lessonKey: null,
    title: null,
    titleEn: null,
    targetText: null,
    targetPinyin: null,
    score: 80,
    grade: null,
    qualityCode: null,
    recordingUrl: null,
    ...overrides,
  };
}

describe('where a result leads back to', () => {
  it('is the page it came from, on a screen the route table has', () => {
    const cases: [Partial<LearnerResult>, string, Record<string, string>][] = [
      [{ kind: 'practice', lessonKey: 'zh' }, 'webMandarinLearnDetail', { key: 'zh' }],
      [{ kind: 'passage', resourceId: 'P003' }, 'webMandarinPassageReadDetail', { id: 'P003' }],
      [{ kind: 'topic', resourceId: 'T02' }, 'webMandarinTopicSpeak', { id: 'T02' }],
      [{ kind: 'eloquence', resourceId: 'E01' }, 'webSpeechEloquenceDetail', { id: 'E01' }],
      [{ kind: 'mockExam', resourceId: 'M02', id: 'a'.repeat(32) }, 'webPscExamReport', { attemptId: 'a'.repeat(32) }],
    ];
    for (const [overrides, name, query] of cases) {
      expect(resultTarget(result(overrides))).toEqual({ name, query });
      expect(routeByName(name), name).toBeDefined();
    }
  });

  it('is nowhere for a practice that does not name its lesson', () => {
    expect(resultTarget(result({ kind: 'practice', targetPinyin: 'ma1' }))).toBeNull();
  });
});

describe('what a result was about', () => {
  it('is the title in the learner’s language where there is a translation', () => {
    const passage = result({ kind: 'passage', title: '我家的晚饭', titleEn: 'Dinner at Our House' });
    expect(resultSubject(passage, 'zh')).toEqual({ title: { text: '我家的晚饭', chinese: true }, said: null });
    expect(resultSubject(passage, 'ru').title).toEqual({ text: 'Dinner at Our House', chinese: false });
    expect(resultSubject(result({ kind: 'passage', title: '我家的晚饭' }), 'en').title).toEqual({
      text: '我家的晚饭',
      chinese: true,
    });
  });

  it('says what was practised: the characters, else the pinyin', () => {
    const practice = result({ lessonKey: 'm', title: '双唇音 m', titleEn: 'm — bilabial nasal', targetPinyin: 'ma1' });
    expect(resultSubject(practice, 'en')).toEqual({
      title: { text: 'm — bilabial nasal', chinese: false },
      said: { text: 'ma1', chinese: false },
    });
    expect(resultSubject(result({ targetText: '妈妈', targetPinyin: null }), 'zh')).toEqual({
      title: null,
      said: { text: '妈妈', chinese: true },
    });
  });
});

describe('the lesson of a sound of the trend', () => {
  it('is its catalogue entry, when the catalogue has one', () => {
    expect(soundLessonKey('initial', 'zh')).toBe('zh');
    expect(soundLessonKey('final', 'ing')).toBe('ing');
    expect(soundLessonKey('final', 'üe')).toBe('üe');
    expect(soundLessonKey('final', 've')).toBe('üe');
    expect(soundLessonKey('tone', '3')).toBe('tone3');
    expect(soundLessonKey('final', 'uen')).toBeNull();
    expect(soundLessonKey('tone', '5')).toBeNull();
  });
});
