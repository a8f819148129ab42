import type { CharacterStructure } from '@hanyu/contracts/portal/dictionary';

/** One CC-CEDICT entry as the database holds it. */
export interface DictionaryEntryRow {
  simplified: string;
  traditional: string;
  /** Tone marks, syllables apart by spaces. */
  pinyin: string;
  /** Numbered (5 for the neutral tone, v for ü), syllables apart by spaces. */
  pinyinNumbered: string;
  definitions: string[];
  hskLevel: number | null;
  frequencyRank: number | null;
}

/** What the character card shows beside the entries of the character itself. */
export interface CharacterRow {
  character: string;
  simplified: string[];
  traditional: string[];
  radical: string | null;
  strokeCount: number | null;
  structure: CharacterStructure | null;
  components: Array<{ char: string; role: string; definition: string | null }>;
  etymology: string | null;
  hasStrokes: boolean;
  /** 1 is the most written character (the film and book corpora together); null: not counted. */
  frequencyRank: number | null;
}

export interface DictionaryData {
  entries: DictionaryEntryRow[];
  characters: CharacterRow[];
}
