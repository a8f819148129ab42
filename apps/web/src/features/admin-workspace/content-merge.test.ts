import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditor } from './content-editor-state.ts';
import { mergedValues, mergeFields, mergeText } from './content-merge.ts';

/** A text of distinct lines, so that which line matches which is never in doubt. */
const distinctLines = fc
  .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 0, maxLength: 30 })
  .map((numbers) => numbers.map((number) => `第${number}行`));
const text = distinctLines.map((lines) => lines.join('\n'));

/** Replaces lines [start, end) of `lines` by `insert`. */
function splice(lines: readonly string[], start: number, end: number, insert: readonly string[]): string[] {
  return [...lines.slice(0, start), ...insert, ...lines.slice(end)];
}

describe('the three-way merge of a text', () => {
  it('takes the one side that changed, and either when both made the same change', () => {
    fc.assert(
      fc.property(text, text, (base, changed) => {
        expect(mergeText(base, base, changed)).toEqual({ conflict: false, merged: changed });
        expect(mergeText(base, changed, base)).toEqual({ conflict: false, merged: changed });
        expect(mergeText(base, changed, changed)).toEqual({ conflict: false, merged: changed });
      }),
    );
  });

  it('takes both changes when they touch lines apart, whichever side made which', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 3, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        fc.array(fc.constantFrom('甲', '乙', '丙'), { maxLength: 3 }),
        fc.array(fc.constantFrom('丁', '戊'), { maxLength: 3 }),
        (numbers, first, second, early, late) => {
          const base = numbers.map((number) => `第${number}行`);
          // The first edit ends before a kept line; the second starts after it.
          const kept = 1 + (first % (base.length - 2));
          const firstStart = first % kept;
          const secondStart = kept + 1 + (second % (base.length - kept - 1));
          const secondEnd = secondStart + ((second >> 3) % (base.length - secondStart + 1));
          const mine = splice(
            base,
            firstStart,
            kept,
            early.map((word, index) => `${word}${index}新`),
          );
          const theirs = splice(
            base,
            secondStart,
            secondEnd,
            late.map((word, index) => `${word}${index}改`),
          );
          const both = splice(
            splice(
              base,
              secondStart,
              secondEnd,
              late.map((word, index) => `${word}${index}改`),
            ),
            firstStart,
            kept,
            early.map((word, index) => `${word}${index}新`),
          );
          const expected = { conflict: false, merged: both.join('\n') };
          expect(mergeText(base.join('\n'), mine.join('\n'), theirs.join('\n'))).toEqual(expected);
          expect(mergeText(base.join('\n'), theirs.join('\n'), mine.join('\n'))).toEqual(expected);
        },
      ),
    );
  });

  it('is a conflict when both sides changed the same line differently, or lines next to each other', () => {
    expect(mergeText('一\n二', '一改\n二', '一\n二改')).toEqual({ conflict: true });
    expect(mergeText('一\n二\n三', '一\n二改\n三', '一\n二变\n三')).toEqual({ conflict: true });
    expect(mergeText('标题', '新标题', '另一个标题')).toEqual({ conflict: true });
    // Lines added at the same place on both sides, differently.
    expect(mergeText('一\n三', '一\n二\n三', '一\n贰\n三')).toEqual({ conflict: true });
  });

  it('keeps a conflict-free result free of lines neither side has', () => {
    fc.assert(
      fc.property(distinctLines, distinctLines, distinctLines, (base, mine, theirs) => {
        const result = mergeText(base.join('\n'), mine.join('\n'), theirs.join('\n'));
        if (result.conflict) return;
        const known = new Set([...mine, ...theirs]);
        for (const line of result.merged === '' ? [] : result.merged.split('\n')) expect(known.has(line)).toBe(true);
      }),
    );
  });
});

describe('the merge of an entry', () => {
  const names = ['title', 'summary', 'body'];
  const base = { title: '新闻', summary: '摘要', body: '第一段\n第二段\n第三段' };

  it('says per field what it took, and settles conflicts by the side chosen', () => {
    const mine = { title: '新闻（修订）', summary: '我的摘要', body: '第一段（改）\n第二段\n第三段' };
    const theirs = { title: '新闻', summary: '他的摘要', body: '第一段\n第二段\n第三段（补）' };
    const fields = mergeFields(names, base, mine, theirs);
    expect(fields.map((field) => field.outcome)).toEqual(['mine', 'conflict', 'combined']);
    expect(fields[2]?.merged).toBe('第一段（改）\n第二段\n第三段（补）');
    expect(mergedValues(fields, {})).toBeNull();
    expect(mergedValues(fields, { summary: 'theirs' })).toEqual({
      title: '新闻（修订）',
      summary: '他的摘要',
      body: '第一段（改）\n第二段\n第三段（补）',
    });
  });

  it('takes their side where this editor changed nothing, and notes fields both left alike', () => {
    const theirs = { ...base, summary: '他的摘要' };
    const fields = mergeFields(names, base, base, theirs);
    expect(fields.map((field) => field.outcome)).toEqual(['same', 'theirs', 'same']);
    expect(mergedValues(fields, {})).toEqual(theirs);
  });
});

describe("the editor when another administrator's revision came first", () => {
  const opened = { values: { title: '新闻', summary: '摘要', body: '第一段\n第二段\n第三段' }, note: '' };
  const theirs = { title: '新闻', summary: '他的摘要', body: '第一段\n第二段\n第三段（补）' };

  function refused(mine: Record<string, string>) {
    let state = initialEditor(opened, 3);
    for (const [name, value] of Object.entries(mine)) state = editorReducer(state, { type: 'edit', name, value });
    state = editorReducer(state, { type: 'saving' });
    return editorReducer(state, { type: 'changed', revision: 4, author: '王老师', theirs });
  }

  it('keeps what was typed and offers the merge, field by field', () => {
    const state = refused({ title: '新闻（修订）', body: '第一段（改）\n第二段\n第三段' });
    expect(state.saving).toBe(false);
    expect(state.draft.values.title).toBe('新闻（修订）');
    expect(state.merge?.fields.map((field) => [field.name, field.outcome])).toEqual([
      ['title', 'mine'],
      ['summary', 'theirs'],
      ['body', 'combined'],
    ]);
  });

  it('takes the merge into the form onto the later revision, so the next save builds on it', () => {
    const state = editorReducer(refused({ title: '新闻（修订）', body: '第一段（改）\n第二段\n第三段' }), {
      type: 'applyMerge',
      keepMine: true,
    });
    expect(state.draft.values).toEqual({
      title: '新闻（修订）',
      summary: '他的摘要',
      body: '第一段（改）\n第二段\n第三段（补）',
    });
    expect(state.baseRevision).toBe(4);
    expect(state.baseValues).toEqual(theirs);
    expect(state.merge).toBeNull();
    expect(state.mergedOnto).toBe(4);
  });

  it('waits for a side on every conflict, follows edits made meanwhile, and can drop this side', () => {
    let state = refused({ summary: '我的摘要' });
    expect(state.merge?.fields.find((field) => field.name === 'summary')?.outcome).toBe('conflict');
    expect(editorReducer(state, { type: 'applyMerge', keepMine: true })).toBe(state);
    // Typing the other's text settles the conflict by itself.
    state = editorReducer(state, { type: 'edit', name: 'summary', value: '他的摘要' });
    expect(state.merge?.fields.find((field) => field.name === 'summary')?.outcome).toBe('same');
    state = editorReducer(state, { type: 'edit', name: 'summary', value: '我的摘要' });
    state = editorReducer(state, { type: 'choose', name: 'summary', side: 'mine' });
    expect(editorReducer(state, { type: 'applyMerge', keepMine: true }).draft.values.summary).toBe('我的摘要');
    expect(editorReducer(state, { type: 'applyMerge', keepMine: false }).draft.values).toEqual(theirs);
  });
});
