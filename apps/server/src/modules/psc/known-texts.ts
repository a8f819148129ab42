import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { loadPassages } from '@hanyu/content/content-files';
import { readText } from '@hanyu/content/reading';
import type { KnownText } from '@hanyu/speech/scoring/read-text';
import type { StoredPscPaper } from './exam-papers.ts';

const byDir = new Map<string, readonly KnownText[]>();

/**
 * The platform's reading passages (the content files) as the speech engine expects them read, with
 * their reviewed readings: what a part-4 recording is searched for, read aloud instead of spoken
 * (decision 074). Built once per content folder.
 */
export function passageTexts(contentDir: string): readonly KnownText[] {
  const key = contentDir;
  let texts = byDir.get(key);
  if (!texts) {
    texts = loadPassages(contentDir).map((passage) => ({
      id: passage.id,
      syllables: readText(passage.text, passage.readings),
    }));
    byDir.set(key, texts);
  }
  return texts;
}

/** What a paper's topic recording is searched for: the paper's own passage (as the paper has it) and every other. */
export function topicTexts(paper: StoredPscPaper, contentDir: string): KnownText[] {
  const part = paper.parts.find((p) => p.part === PscPart.Passage);
  const own = part?.part === PscPart.Passage ? { id: part.passageId, syllables: paper.expected[3] } : null;
  const others = passageTexts(contentDir).filter((text) => text.id !== own?.id);
  return own && own.syllables.length > 0 ? [own, ...others] : [...others];
}
