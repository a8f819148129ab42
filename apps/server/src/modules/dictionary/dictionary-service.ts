import { DictionaryLimits, type CharacterInfo, type ComponentRole } from '@hanyu/contracts/portal/dictionary';
import { appError } from '../../platform/errors.ts';
import type { SearchService } from '../portal/index.ts';
import type { DictionaryRepository } from './dictionary-repository.ts';

/** Dictionary lookups and character cards. */
export class DictionaryService {
  constructor(
    private readonly repository: DictionaryRepository,
    private readonly search: SearchService,
  ) {}

  async lookup(query: string, page: number, pageSize: number) {
    const { mode, total, ids } = await this.search.lookupWords(query, page, pageSize);
    return { mode, total, list: await this.repository.entriesByIds(ids) };
  }

  async character(character: string): Promise<CharacterInfo> {
    const facts = await this.repository.character(character);
    const entries = (await this.repository.entriesByWords([character])).get(character) ?? [];
    if (!facts && entries.length === 0) throw appError('NoResource');
    // Common words: the character's entries found by the index, single characters left out.
    const { ids } = await this.search.lookupWords(character, 1, DictionaryLimits.cardWords * 2);
    const words = (await this.repository.entriesByIds(ids))
      .filter((entry) => entry.simplified !== character && entry.traditional !== character)
      .slice(0, DictionaryLimits.cardWords);
    const readings = new Map<string, CharacterInfo['readings'][number]>();
    for (const entry of entries) {
      const reading = readings.get(entry.pinyinNumbered);
      if (reading) reading.definitions.push(...entry.definitions);
      else
        readings.set(entry.pinyinNumbered, {
          pinyin: entry.pinyin,
          pinyinNumbered: entry.pinyinNumbered,
          definitions: [...entry.definitions],
        });
    }
    return {
      character,
      simplified: facts?.simplified ?? [],
      traditional: facts?.traditional ?? [],
      readings: [...readings.values()],
      radical: facts?.radical ?? null,
      strokeCount: facts?.strokeCount ?? null,
      structure: facts?.structure ?? null,
      components: (facts?.components ?? []).map((component) => ({
        char: component.char,
        role: component.role as ComponentRole,
        definition: component.definition,
      })),
      etymology: facts?.etymology ?? null,
      hskLevel: entries.find((entry) => entry.hskLevel !== null)?.hskLevel ?? null,
      frequencyRank: facts?.frequencyRank ?? null,
      hasStrokes: facts?.hasStrokes ?? false,
      words,
    };
  }
}
