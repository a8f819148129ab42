import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_IDS } from '@hanyu/contracts/errors/catalogue';
import { INTERFACE_LANGUAGES } from '@hanyu/contracts/constants/limits';
import { ROUTES } from '../app/routes/route-table.ts';

const folder = path.dirname(fileURLToPath(import.meta.url));
type Tree = { [key: string]: string | Tree };
const load = (language: string) => JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Tree;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [leaf, text] of leaves(value, name)) out.set(leaf, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const source = leaves(load('zh'));

/** Strings a language writes in the same characters as Chinese, checked one by one (部首 is 部首). */
const WRITTEN_ALIKE: Partial<Record<string, ReadonlySet<string>>> = {
  ja: new Set(['部首', '停止', '原文（{{language}}）']),
};

describe('interface languages', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'zh'))(
    '%s has exactly the keys of zh, translated',
    (language) => {
      const translated = leaves(load(language));
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(source.get(key) ?? ''));
      }
      // Interface strings are translated, not left in Chinese (the language's own name is the exception,
      // and the few words Japanese writes exactly as Chinese does).
      const untranslated = [...translated].filter(
        ([key, text]) =>
          text === source.get(key) && /[\u4e00-\u9fff]/.test(text) && !WRITTEN_ALIKE[language]?.has(text),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    },
  );

  it('names every screen of the route table and every error of the catalogue', () => {
    for (const route of ROUTES) expect(source.has(`screens.${route.screen}`), route.screen).toBe(true);
    for (const id of ERROR_IDS) expect(source.has(`errors.${id}`), id).toBe(true);
  });
});
