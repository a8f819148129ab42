import { describe, expect, it } from 'vitest';
import { memberOfFields, newsOfFields, paragraphsOf, schoolOfFields } from './public-entry.ts';

describe('public shapes of a revision’s fields', () => {
  it('splits a text into its paragraphs, one per line, blank lines dropped', () => {
    expect(paragraphsOf('第一段。\r\n\n  第二段。  \n')).toEqual(['第一段。', '第二段。']);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('makes news as the public detail presents it, fields trimmed', () => {
    const news = newsOfFields('a'.repeat(32), {
      title: ' 标题 ',
      category: 'league',
      publishedOn: '2026-11-27',
      summary: '摘要',
      body: '正文',
    });
    expect(news).toEqual({
      id: 'a'.repeat(32),
      title: '标题',
      category: 'league',
      publishedOn: '2026-11-27',
      summary: '摘要',
      body: '正文',
      source: '',
    });
  });

  it('makes a member and a school, a list field kept as its lines', () => {
    expect(memberOfFields('m', { name: '机构', region: '北京', joinedOn: '2020-01-02', summary: '简介' }).website).toBe(
      '',
    );
    expect(schoolOfFields('s', { name: '学校', stage: 'primary', highlights: [' 一 ', '', '二'] }).highlights).toEqual([
      '一',
      '二',
    ]);
  });
});
