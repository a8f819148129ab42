import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@hanyu/contracts/constants/limits';
import { ARPHIC_LICENCE_COPY, DATA_SOURCES, SOURCE_GROUPS, sourcesOf } from './data-sources.ts';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
type SourceStrings = Record<string, { usedFor?: string; notice?: string; name?: string }>;
const sourceStrings = (language: string) =>
  (JSON.parse(fs.readFileSync(path.join(locales, `${language}.json`), 'utf8')) as { about: { sources: SourceStrings } })
    .about.sources;

describe('the data sources of the about page', () => {
  it('lists each source once, in a group', () => {
    const ids = DATA_SOURCES.map((source) => source.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SOURCE_GROUPS.flatMap((group) => sourcesOf(group)).length).toBe(DATA_SOURCES.length);
  });

  it('says in every interface language what each source is used for, with the notices licences require', () => {
    for (const language of INTERFACE_LANGUAGES) {
      const strings = sourceStrings(language);
      for (const source of DATA_SOURCES) {
        const entry = strings[source.id];
        expect(entry?.usedFor, `${language} ${source.id}`).toBeTruthy();
        expect(Boolean(entry?.notice), `${language} ${source.id} notice`).toBe(Boolean(source.notice));
        if (source.name === null) expect(entry?.name, `${language} ${source.id} name`).toBeTruthy();
      }
      expect(Object.keys(strings).sort()).toEqual(DATA_SOURCES.map((source) => source.id).sort());
    }
  });

  it('credits what the licences ask for', () => {
    const byId = new Map(DATA_SOURCES.map((source) => [source.id, source]));
    expect(byId.get('ccCedict')).toMatchObject({ author: 'MDBG', licence: { name: 'CC BY-SA 4.0' }, notice: true });
    // The Arphic Public License must travel with the stroke data; our server serves its text.
    expect(byId.get('makeMeAHanzi')).toMatchObject({ licenceCopy: ARPHIC_LICENCE_COPY, notice: true });
    expect(byId.get('makeMeAHanzi')?.copyright).toContain('Arphic Technology');
    expect(byId.get('geolite')?.copyright).toBe(
      'This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com',
    );
    for (const id of ['hanziWriter', 'cnchar', 'pinyinPro', 'jieba'] as const) {
      expect(byId.get(id)?.licence?.name, id).toBe('MIT');
      expect(byId.get(id)?.copyright, id).toMatch(/^Copyright \(c\)/);
    }
    // Yue Tan's recordings ship as model audio: their credit is required (CC BY-SA).
    expect(byId.get('yuetan')).toMatchObject({ author: 'Yue Tan', licence: { name: 'CC BY-SA' }, notice: true });
    expect(byId.get('yuetan')?.copyright).toBe(
      'HSK vocabulary recordings by Yue Tan, Shtooka project (cmn-caen-tan), CC BY-SA',
    );
    expect(byId.get('espeak')?.licence?.name).toBe('GPL-3.0-or-later');
    expect(byId.get('opencc')?.licence?.name).toContain('Apache-2.0');
  });

  it('links only over https, and sources without a licence say how they are cited', () => {
    for (const source of DATA_SOURCES) {
      for (const url of [source.url, source.licence?.url].filter(Boolean)) {
        expect(url, source.id).toMatch(/^https:\/\//);
      }
      if (!source.licence && source.group === 'data' && source.id !== 'hsk') {
        expect(source.citation, source.id).toBeTruthy();
      }
    }
  });
});
