import { describe, expect, it } from 'vitest';
import { Role } from '../constants/roles.ts';
import {
  ADMIN_AUTHORED_TYPES,
  fieldProblem,
  isSubmittedType,
  MANAGED_TYPE_SPECS,
  ManagedType,
  normaliseFields,
  RejectManagedContent,
  SaveManagedContent,
  teacherOfFields,
  videoOfFields,
  type FieldSpec,
} from './content.ts';
import { videoFormatOf } from './videos.ts';

function field(name: string, type: ManagedType = ManagedType.News): FieldSpec {
  const found = MANAGED_TYPE_SPECS[type].fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

const goodNews = {
  title: '平台上线普通话模拟测试',
  category: 'platform',
  publishedOn: '2026-11-27',
  summary: '模拟测试按官方评分规则计分。',
  body: '第一段。\n第二段。',
  source: '',
};

describe('the fields of managed content', () => {
  it('names the field in every refusal', () => {
    expect(fieldProblem(field('title'), '  ')).toBe('请填写标题');
    expect(fieldProblem(field('title'), 'x'.repeat(81))).toBe('标题最多 80 个字');
    expect(fieldProblem(field('title'), '第一行\n第二行')).toBe('标题含有不能显示的字符');
    expect(fieldProblem(field('category'), 'sports')).toBe('请选择栏目');
    expect(fieldProblem(field('publishedOn'), '2026-02-30')).toContain('发布日期');
    expect(fieldProblem(field('website', ManagedType.LeagueMember), 'http://example.com')).toBe(
      '网址应以 https:// 开头',
    );
    expect(
      fieldProblem(
        field('highlights', ManagedType.School),
        Array.from({ length: 11 }, () => '一项'),
      ),
    ).toBe('特色与成果最多 10 行');
  });

  it('takes optional fields empty, paragraphs in a text, and real days only', () => {
    expect(fieldProblem(field('source'), '')).toBeNull();
    expect(fieldProblem(field('body'), '第一段。\n第二段。')).toBeNull();
    expect(fieldProblem(field('publishedOn'), '2024-02-29')).toBeNull();
    expect(fieldProblem(field('website', ManagedType.LeagueMember), 'https://www.example.edu.cn/')).toBeNull();
  });

  it('keeps only the type’s fields, trimmed, with a list’s empty lines dropped', () => {
    expect(
      normaliseFields(ManagedType.School, {
        name: ' 实验小学 ',
        highlights: ['  朗读社团 ', '', '  '],
        extra: 'dropped',
      }),
    ).toEqual({ name: '实验小学', region: '', stage: '', summary: '', highlights: ['朗读社团'] });
  });

  it('refuses a save with the field named in the issue’s path', () => {
    expect(SaveManagedContent.payload.safeParse({ type: 'news', fields: goodNews }).success).toBe(true);
    const refused = SaveManagedContent.payload.safeParse({ type: 'news', fields: { ...goodNews, title: '' } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fields.title', '请填写标题'],
    ]);
  });
});

describe("teachers' profiles and videos", () => {
  it('takes years of teaching as a whole number within the limit', () => {
    const years = field('yearsTeaching', ManagedType.TeacherProfile);
    expect(fieldProblem(years, '0')).toBeNull();
    expect(fieldProblem(years, ' 60 ')).toBeNull();
    expect(fieldProblem(years, '61')).toBe('教龄应为 0 到 60 之间的整数');
    expect(fieldProblem(years, '3.5')).toBe('教龄应为 0 到 60 之间的整数');
    expect(fieldProblem(years, '')).toBe('请填写教龄');
  });

  it('takes a video field only as the key an upload answers', () => {
    const file = field('file', ManagedType.Video);
    expect(fieldProblem(file, `video/${'0f'.repeat(16)}.mp4`)).toBeNull();
    expect(fieldProblem(file, `video/${'0f'.repeat(16)}.webm`)).toBeNull();
    expect(fieldProblem(file, 'portal/audio/ba1.mp3')).toBe('请上传视频文件');
    expect(fieldProblem(file, `video/../${'0f'.repeat(16)}.mp4`)).toBe('请上传视频文件');
    expect(fieldProblem(file, '')).toBe('请上传视频文件');
  });

  it('marks the profile as written by teachers, and only it', () => {
    expect(isSubmittedType(ManagedType.TeacherProfile)).toBe(true);
    expect(MANAGED_TYPE_SPECS.teacherProfile.submittedBy).toBe(Role.Teacher);
    expect(ADMIN_AUTHORED_TYPES).toEqual([
      'news',
      'leagueMember',
      'school',
      'video',
      'passage',
      'topic',
      'pscPaper',
      'mhkPaper',
      'diagnosisPaper',
      'promotionPaper',
      'gradedUnit',
      'eloquenceExercise',
      'pscTestSite',
      'phoneticsEntry',
    ]);
  });

  it('makes the public shapes from a revision, years as a number and the player’s address', () => {
    expect(
      teacherOfFields('t1', {
        name: ' 王丽 ',
        yearsTeaching: '12',
        stage: 'university',
        certificates: ['国际中文教师证书', ' '],
        resume: '任教六年。',
      }),
    ).toEqual({
      id: 't1',
      name: '王丽',
      yearsTeaching: 12,
      stage: 'university',
      certificates: ['国际中文教师证书'],
      features: [],
      resume: '任教六年。',
    });
    expect(videoOfFields('v1', { title: '声调', subject: 'putonghua', summary: '练习。', file: 'x' })).toEqual({
      id: 'v1',
      title: '声调',
      subject: 'putonghua',
      summary: '练习。',
      src: '/portal/video/stream/v1',
      unitKey: null,
    });
  });

  it('asks a reject for a reason', () => {
    const parsed = RejectManagedContent.payload.safeParse({
      type: 'teacherProfile',
      id: '0'.repeat(32),
      revision: 1,
      reason: '  ',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('请填写退回理由');
  });
});

describe('a video told by its opening bytes', () => {
  const mp4 = Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);
  it('knows MP4 and WebM, and nothing by its name', () => {
    expect(videoFormatOf(mp4)).toBe('video/mp4');
    expect(videoFormatOf(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]))).toBe(
      'video/webm',
    );
    // Matroska (doc type "matroska"): an EBML file browsers do not play.
    expect(videoFormatOf(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88, 0x6d, 0x61, 0x74]))).toBeNull();
    expect(videoFormatOf(new TextEncoder().encode('lesson.mp4 ftyp'))).toBeNull();
    expect(videoFormatOf(mp4.subarray(0, 8))).toBeNull();
  });
});

describe('teaching content registered as managed types (decision 061)', () => {
  it('marks passages, topics, the papers, graded units, eloquence exercises, test sites and phonetics entries for the server’s content checks, and nothing else', () => {
    const checked = Object.entries(MANAGED_TYPE_SPECS)
      .filter(([, spec]) => spec.checked)
      .map(([type]) => type);
    expect(checked).toEqual([
      ManagedType.Passage,
      ManagedType.Topic,
      ManagedType.PscPaper,
      ManagedType.MhkPaper,
      ManagedType.DiagnosisPaper,
      ManagedType.PromotionPaper,
      ManagedType.GradedUnit,
      ManagedType.EloquenceExercise,
      ManagedType.PscTestSite,
      ManagedType.PhoneticsEntry,
    ]);
  });

  it('takes a graded unit’s key as the course builds it: grade and unit number (decision 073)', () => {
    const unitKey = field('unitKey', ManagedType.GradedUnit);
    expect(fieldProblem(unitKey, 'upperIntermediate-C-U04')).toBeNull();
    expect(fieldProblem(unitKey, 'beginner-A-4')).toBe('单元编号应为课程里一个单元的编号，如 beginner-A-U01');
    expect(fieldProblem(field('unit', ManagedType.GradedUnit), '{"id": ')).not.toBeNull();
  });

  it('takes a diagnosis paper’s number and a promotion paper’s grade as the learners’ pages do (decision 070)', () => {
    const diagnosisId = field('paperId', ManagedType.DiagnosisPaper);
    expect(fieldProblem(diagnosisId, 'DIAG-05')).toBeNull();
    expect(fieldProblem(diagnosisId, 'DIAG-5')).toBe('试卷编号应为“DIAG-序号”的形式，如 DIAG-01');
    const grade = field('paperId', ManagedType.PromotionPaper);
    expect(fieldProblem(grade, 'upperIntermediate-C')).toBeNull();
    expect(fieldProblem(grade, 'expert-A')).toBe('年级应为课程的一个年级，如 beginner-A');
    expect(fieldProblem(grade, 'beginner-D')).not.toBeNull();
  });

  it('takes an MHK paper’s id as the exam pages do: its level and number (decision 069)', () => {
    const paperId = field('paperId', ManagedType.MhkPaper);
    expect(fieldProblem(paperId, 'MHK1-04')).toBeNull();
    expect(fieldProblem(paperId, 'MHK5-01')).toBe('试卷编号应为“MHK级别-序号”的形式，如 MHK1-04');
    expect(fieldProblem(field('paper', ManagedType.MhkPaper), '{"id": ')).not.toBeNull();
  });

  it('names every type’s title field among its fields', () => {
    for (const [type, spec] of Object.entries(MANAGED_TYPE_SPECS)) {
      expect(
        spec.fields.map((f) => f.name),
        type,
      ).toContain(spec.titleField);
    }
  });

  it('offers a passage’s levels and genres and a topic’s categories as choices', () => {
    expect(field('level', ManagedType.Passage).options).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(fieldProblem(field('genre', ManagedType.Passage), 'poem')).toBe('请选择体裁');
    expect(fieldProblem(field('category', ManagedType.Topic), 'study-work')).toBeNull();
    expect(fieldProblem(field('readings', ManagedType.Passage), ['长出 zhang3 chu1'])).toBeNull();
    expect(
      fieldProblem(
        field('readings', ManagedType.Passage),
        Array.from({ length: 41 }, () => '长出 zhang3 chu1'),
      ),
    ).toBe('审定读音最多 40 行');
  });

  it('takes a paper as JSON over several lines, and refuses what is not JSON', () => {
    const paper = field('paper', ManagedType.PscPaper);
    expect(paper.kind).toBe('json');
    expect(fieldProblem(paper, '{\n  "id": "M31"\n}')).toBeNull();
    expect(fieldProblem(paper, '{"id": "M31",')).toBe('试卷内容不是合法的 JSON');
    const refused = SaveManagedContent.payload.safeParse({
      type: 'pscPaper',
      fields: { paperId: 'M31', paper: 'not json' },
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fields.paper']);
  });
});
