import { describe, expect, it } from 'vitest';
import { loadSpeaking } from './content-files.ts';
import { checkEloquenceFields } from './managed-checks-speaking.ts';
import type { EloquenceExercise } from './speaking-schema.ts';

const exercises = loadSpeaking().eloquence;
const context = { exercises };

/** An authored exercise as the workspace's fields. */
function fieldsOf(exercise: EloquenceExercise) {
  return {
    exerciseId: exercise.id,
    title: exercise.title,
    titleEn: exercise.titleEn,
    kind: exercise.kind,
    promptZh: exercise.prompt.zh,
    promptEn: exercise.prompt.en,
    guidanceZh: exercise.guidance.zh,
    guidanceEn: exercise.guidance.en,
    tipsZh: exercise.tips.zh,
    tipsEn: exercise.tips.en,
    preparationSeconds: String(exercise.preparationSeconds),
    speakingSeconds: String(exercise.speakingSeconds),
  };
}

describe('the content checks of a managed eloquence exercise', () => {
  it('passes every authored exercise as it stands, under its own id', () => {
    for (const exercise of exercises) {
      expect(checkEloquenceFields(fieldsOf(exercise), context)).toEqual({ problems: [], exercise });
    }
  });

  it('names the field of each schema problem in Chinese, the times in seconds', () => {
    const [first] = exercises;
    if (!first) throw new Error('no authored exercise');
    const checked = checkEloquenceFields(
      {
        ...fieldsOf(first),
        exerciseId: 'E1',
        kind: 'song',
        tipsZh: ['说慢一点儿', '短', '看着大家说'],
        speakingSeconds: '10',
      },
      context,
    );
    expect(checked.exercise).toBeNull();
    expect(checked.problems).toEqual([
      { field: 'exerciseId', position: '', message: '编号（如 E21）的写法不对' },
      { field: 'kind', position: '', message: '请选择类型' },
      { field: 'tipsZh', position: '第 2 行', message: '小提示至少 4 个字' },
      { field: 'speakingSeconds', position: '', message: '说话时间至少 30 秒' },
    ]);
  });

  it('refuses a title another exercise has, but not the title of the exercise its id replaces', () => {
    const [first, second] = exercises;
    if (!first || !second) throw new Error('too few authored exercises');
    expect(checkEloquenceFields({ ...fieldsOf(first), exerciseId: 'E40' }, context).problems).toEqual([
      { field: 'title', position: '', message: `标题与练习 ${first.id} 相同，请换一个标题` },
    ]);
    expect(checkEloquenceFields({ ...fieldsOf(second), title: first.title }, context).problems).toHaveLength(1);
    expect(checkEloquenceFields({ ...fieldsOf(first), titleEn: 'Revised' }, context).problems).toEqual([]);
  });
});
