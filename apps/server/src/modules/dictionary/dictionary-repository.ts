import type { Kysely, Selectable } from 'kysely';
import type { CharacterStructure, DictionaryEntry } from '@hanyu/contracts/portal/dictionary';
import type { CharacterRow } from '@hanyu/content/dictionary/dictionary-rows';
import type { Database, DictionaryEntryTable } from '../../platform/db/schema.ts';

/** A character's facts as the dictionary load wrote them. */
export type CharacterFacts = CharacterRow;

function presentEntry(row: Selectable<DictionaryEntryTable>): DictionaryEntry {
  return {
    id: row.id,
    simplified: row.simplified,
    traditional: row.traditional,
    pinyin: row.pinyin,
    pinyinNumbered: row.pinyin_numbered,
    definitions: JSON.parse(row.definitions) as string[],
    hskLevel: row.hsk_level,
    frequencyRank: row.frequency_rank,
  };
}

/** Frequent first; entries outside the frequency lists last, in dictionary order. */
function byFrequency(a: DictionaryEntry, b: DictionaryEntry): number {
  return (a.frequencyRank ?? Number.MAX_SAFE_INTEGER) - (b.frequencyRank ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;
}

/** The loaded dictionary (dictionary_entry, dictionary_character). */
export class DictionaryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Each word's entries (simplified or traditional spelling), the most frequent first. */
  async entriesByWords(words: readonly string[]): Promise<Map<string, DictionaryEntry[]>> {
    const unique = [...new Set(words)].filter(Boolean);
    const out = new Map<string, DictionaryEntry[]>(unique.map((word) => [word, []]));
    if (unique.length === 0) return out;
    const rows = await this.db
      .selectFrom('dictionary_entry')
      .selectAll()
      .where((eb) => eb.or([eb('simplified', 'in', unique), eb('traditional', 'in', unique)]))
      .execute();
    for (const row of rows) {
      const entry = presentEntry(row);
      for (const word of new Set([row.simplified, row.traditional])) out.get(word)?.push(entry);
    }
    for (const list of out.values()) list.sort(byFrequency);
    return out;
  }

  /** Entries by id, in the order given. */
  async entriesByIds(ids: readonly number[]): Promise<DictionaryEntry[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('dictionary_entry')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, presentEntry(row)]));
    return ids.map((id) => byId.get(id)).filter((entry) => entry !== undefined);
  }

  async character(character: string): Promise<CharacterFacts | null> {
    const row = await this.db
      .selectFrom('dictionary_character')
      .selectAll()
      .where('character', '=', character)
      .executeTakeFirst();
    if (!row) return null;
    return {
      character: row.character,
      simplified: JSON.parse(row.simplified) as string[],
      traditional: JSON.parse(row.traditional) as string[],
      radical: row.radical,
      strokeCount: row.stroke_count,
      structure: row.structure as CharacterStructure | null,
      components: JSON.parse(row.components) as CharacterFacts['components'],
      etymology: row.etymology,
      hasStrokes: row.has_strokes === 1,
      frequencyRank: row.frequency_rank,
    };
  }
}
