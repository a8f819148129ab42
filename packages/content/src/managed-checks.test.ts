import { describe, expect, it } from 'vitest';
import { checkPassageFields, checkTopicFields, parseReadings } from './managed-checks.ts';
import { loadPassages, loadSpeaking } from './content-files.ts';

const P016 = loadPassages().find((passage) => passage.id === 'P016');
if (!P016) throw new Error('P016 is missing');

/** An authored passage as the workspace's fields: the same checks must pass it. */
const fields = {
  passageId: 'P216',
  title: P016.title,
  titleEn: P016.titleEn,
  level: P016.level,
  genre: P016.genre,
  summaryEn: P016.summaryEn,
  text: P016.text,
  readings: P016.readings.map((reading) => `${reading.phrase} ${reading.pinyin}`),
};

describe('the content checks of a managed passage', () => {
  it('passes an authored passage, with its polyphones listed for review', () => {
    const checked = checkPassageFields(fields);
    expect(checked.problems).toEqual([]);
    expect(checked.passage?.readings).toEqual(P016.readings);
    const first = checked.polyphones[0];
    expect(first && fields.text[first.position - 1]).toBe(first?.hanzi);
  });

  it('refuses a reading that is no reading of its character, naming the line and the character', () => {
    const checked = checkPassageFields({ ...fields, readings: ['铃地响 ling2 da4 xiang3'] });
    expect(checked.passage).toBeNull();
    expect(checked.problems).toEqual([
      {
        field: 'readings',
        position: '第 1 行',
        message: '“铃地响”中的“地”没有 da4 这个读音，可读 di4、de5',
      },
    ]);
  });

  it('accepts the neutral tone of one of a character’s readings', () => {
    expect(checkPassageFields({ ...fields, readings: ['铃地响 ling2 de5 xiang3'] }).problems).toEqual([]);
  });

  it('refuses a phrase that is not in the text, a count that does not match and what is not pinyin', () => {
    const checked = checkPassageFields({
      ...fields,
      readings: ['银行 yin2 hang2', '铃地响 ling2 de5', '车铃 che1 lin', '没有拼音'],
    });
    expect(checked.problems.map((p) => [p.position, p.message])).toEqual([
      ['第 4 行', '应为“词语 拼音”，拼音用数字标调，如“长出 zhang3 chu1”'],
      ['第 3 行', '拼音应为用数字标调的音节，如 zhang3 chu1'],
      ['第 1 行', '正文中没有“银行”'],
      ['第 2 行', '“铃地响”在正文中不是 2 个音节，或不在词的边界上'],
    ]);
    // A syllable the schema lets through but that is no pinyin syllable at all.
    expect(parseReadings(['车铃 che1 lingx1']).readings).toHaveLength(1);
    expect(checkPassageFields({ ...fields, readings: ['车铃 che1 lingx1'] }).problems[0]?.position).toBe('第 1 行');
  });

  it('applies the schema’s rules in Chinese, and the level’s syllable range', () => {
    const checked = checkPassageFields({ ...fields, passageId: '201', summaryEn: 'Short.' });
    expect(checked.problems).toEqual([
      { field: 'passageId', position: '', message: '编号（如 P201）的写法不对' },
      { field: 'summaryEn', position: '', message: '英文简介至少 80 个字' },
    ]);
    const advanced = checkPassageFields({ ...fields, level: 'advanced' });
    expect(advanced.problems).toEqual([
      {
        field: 'text',
        position: '',
        message: expect.stringMatching(/^这一难度的短文应有 300–400 个音节，现在有 \d+ 个$/u),
      },
    ]);
  });

  it('reads one reading a line, the phrase before its syllables', () => {
    expect(parseReadings(['长出 zhang3 chu1']).readings).toEqual([{ phrase: '长出', pinyin: 'zhang3 chu1' }]);
  });
});

describe('the content checks of a managed topic', () => {
  const T01 = loadSpeaking().topics[0];
  if (!T01) throw new Error('no topics');
  const topic = {
    topicId: 'T60',
    title: T01.title,
    titleEn: T01.titleEn,
    category: T01.category,
    guidanceZh: T01.guidance.zh,
    guidanceEn: T01.guidance.en,
    outlineZh: T01.outline.zh,
    outlineEn: T01.outline.en,
    vocabulary: T01.vocabulary,
  };

  it('passes an authored topic and names the field and line of what the schema refuses', () => {
    expect(checkTopicFields(topic).problems).toEqual([]);
    expect(checkTopicFields({ ...topic, outlineZh: ['好', ...T01.outline.zh] }).problems).toEqual([
      { field: 'outlineZh', position: '第 1 行', message: '提纲至少 4 个字' },
    ]);
  });
});
