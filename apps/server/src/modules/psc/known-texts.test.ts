import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.ts';
import { TREE_PASSAGE, TREE_READINGS, TREE_TEXT } from '../../test/managed-passage.ts';
import { callApi, type TestApp } from '../../test/test-app.ts';
import { closeWorkspaceApps, workspaceApps, type WorkspaceApps } from '../../test/workspace-apps.ts';
import { ExamPapers } from './exam-papers.ts';
import { ExamRepository } from './exam-repository.ts';
import { authoredPassageTexts, KnownPassages } from './known-texts.ts';

const HANZI = /[\u4e00-\u9fff]/gu;

/** The text of each passage a mock test's part 4 on `app` is searched for, read aloud (decision 074), in order. */
async function searchedInPart4(app: TestApp): Promise<Map<string, string>> {
  const { db, dialect } = app.app.platform;
  const paper = await new ExamPapers(new ExamRepository(db, dialect), false).current(undefined);
  const texts = await new KnownPassages(db, app.config.contentDir).forTopic(paper);
  return new Map(texts.map((text) => [text.id, text.syllables.map((s) => s.hanzi).join('')]));
}

describe.each(testDialects)('the passages a part-4 recording is searched for, on %s', (dialect) => {
  let apps: WorkspaceApps;
  const admin$ = async (path: string, payload: object) =>
    (await callApi(apps.t, path, { token: apps.admin, ...payload })).json();

  beforeAll(async () => {
    apps = await workspaceApps(dialect, 'known-texts');
  }, 120_000);
  afterAll(() => closeWorkspaceApps(apps));

  it('are the paper’s own passage first, then every authored passage, each once', async () => {
    const { db, dialect: appDialect } = apps.t.app.platform;
    const paper = await new ExamPapers(new ExamRepository(db, appDialect), false).current(undefined);
    const searched = await searchedInPart4(apps.t);
    const own = paper.parts.find((part) => part.part === PscPart.Passage);
    if (own?.part !== PscPart.Passage) throw new Error('The first paper has no passage part.');
    expect([...searched.keys()][0]).toBe(own.passageId);
    const authored = authoredPassageTexts(apps.t.config.contentDir).map((text) => text.id);
    expect(authored.length).toBeGreaterThanOrEqual(60);
    expect([...searched.keys()].sort()).toEqual([...new Set(authored)].sort());
  });

  it('take in a passage the workspace publishes on another instance, and let it go when unpublished', async () => {
    expect((await searchedInPart4(apps.second)).has(TREE_PASSAGE.passageId)).toBe(false);
    const fields = { ...TREE_PASSAGE, readings: TREE_READINGS };
    const id = (await admin$('/admin/content/save', { type: 'passage', fields })).returnValue.entry.id as string;
    const published = await admin$('/admin/content/publish', { type: 'passage', id, revision: 1 });
    expect(published.returnValue).toMatchObject({ state: 'published' });

    // Published on one instance, searched by the other, which started before it was.
    expect((await searchedInPart4(apps.second)).get(TREE_PASSAGE.passageId)).toBe(TREE_TEXT.match(HANZI)?.join(''));
    await admin$('/admin/content/unpublish', { type: 'passage', id });
    expect((await searchedInPart4(apps.second)).has(TREE_PASSAGE.passageId)).toBe(false);
  });
});
