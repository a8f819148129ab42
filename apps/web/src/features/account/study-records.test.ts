import { describe, expect, it } from 'vitest';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { areaOfModel, modelName, pageCount, visitsByArea } from './study-records.ts';

describe('study records', () => {
  it('names the area and the learning page of a model code', () => {
    expect(areaOfModel(ModelCode.ChildSong)).toBe('child');
    expect(areaOfModel(ModelCode.ExambelRead)).toBe('student');
    expect(areaOfModel(ModelCode.PassageRead)).toBe('adult');
    expect(areaOfModel(ModelCode.PinyinBasic)).toBe('minority');
    expect(areaOfModel(ModelCode.ThousandHome)).toBe('oversea');
    expect(areaOfModel(ModelCode.Chanting)).toBe('culture');
    expect(areaOfModel('9999')).toBeNull();
    expect(modelName('030103')).toBe('PassageRead');
    expect(modelName('9999')).toBeNull();
  });

  it('gives every model code of the spec an area', () => {
    for (const code of Object.values(ModelCode)) expect(areaOfModel(code), code).not.toBeNull();
  });

  it('sums visits by area, most visited first', () => {
    expect(visitsByArea({ '0101': 2, '0102': 3, '030103': 4, '0603': 1, '9999': 7 })).toEqual([
      { area: 'child', visits: 5 },
      { area: 'adult', visits: 4 },
      { area: 'culture', visits: 1 },
    ]);
    expect(visitsByArea({ '0603': 2, '0101': 2 })).toEqual([
      { area: 'child', visits: 2 },
      { area: 'culture', visits: 2 },
    ]);
    expect(visitsByArea({})).toEqual([]);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
