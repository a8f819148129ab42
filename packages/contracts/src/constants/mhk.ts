/** Minority-area constants of spec section 9. */
export const MhkLevel = { One: '0405', Two: '0406', Three: '0401', Four: '0402', All: '0400' } as const;
export type MhkLevel = (typeof MhkLevel)[keyof typeof MhkLevel];

export const ExamCentre = {
  All: '0600',
  Listen: '0601',
  Read: '0602',
  Write: '0603',
  Say: '0604',
  Psc: '0403',
} as const;

export const QuestionType = {
  Listening1: '010101',
  Listening2: '010102',
  Listening3: '010103',
  Reading1: '010201',
  Reading2: '010202',
  Writing1: '01030101',
  Writing2: '01030102',
  Writing3: '01030103',
  Composition: '01030201',
  ReadAndWrite: '010401',
  Say: '010501',
} as const;

export const Diagnosis = {
  items: { listening: 9, reading: 8, writing: 10, spoken: 3 },
  totalItems: 30,
  scorePerSkill: 50,
  totalScore: 200,
  writingDimensions: ['Cohesion', 'Language', 'Content', 'Structure'],
  writingDimensionMax: 100,
  writingLevels: ['Normal', 'Intermediate', 'Advanced'],
  ranks: { Primary: '0101', Middle: '0201', MiddleSenior: '0301', Senior: '0401' },
} as const;

export const Practice = { maxPerSkill: 100, total: 400 } as const;

export const StudyType = {
  Voice: '1001',
  Video: '1002',
  Book: '1003',
  Practice: '1004',
  WideLearning: '1005',
  Exercises: '1006',
  Preview: '1007',
} as const;
export const BASIC_RANK = '0001';

export const SpecialTraining = {
  All: 'all',
  Listen: '0101',
  Read: '0102',
  Write: '0103',
  ReadWrite: '0104',
  Say: '0105',
} as const;

export const StudyTimer = {
  Pronunciation: '0704',
  Preview: '0705',
  MicroLesson: '0706',
  Textbook: '0707',
  AfterClassPractice: '0708',
  Extension: '0710',
} as const;
