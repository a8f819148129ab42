import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_IDS } from '@hanyu/contracts/errors/catalogue';
import { INTERFACE_LANGUAGES } from '@hanyu/contracts/constants/limits';
import { ROUTES } from '../shared/routes/route-table.ts';

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

/** Placeholder names, formats aside: "{{count, number}} results" → ["count"]. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();
const source = leaves(load('zh'));

/** i18next's plural suffixes (JSON v4): a language's forms of `key` are `key_one`, `key_few`, … */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');
const formOf = (key: string) => PLURAL_SUFFIX.exec(key)?.[1] ?? null;

/** The plural forms a language needs, by the rules i18next itself asks (Intl.PluralRules). */
const categoriesOf = (language: string) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/** Strings a language writes in the same characters as Chinese, checked one by one (部首 is 部首). */
const WRITTEN_ALIKE: Partial<Record<string, ReadonlySet<string>>> = {
  ja: new Set(['部首', '停止', '原文（{{language}}）', '{{count}} 秒', '{{count}} 字']),
};

/** Every source file of the web app, tests aside. */
function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of a call's arguments after the key: from just after `(` to its matching `)`. */
function argumentsFrom(text: string, start: number): string {
  let depth = 1;
  for (let at = start; at < text.length; at++) {
    const character = text[at];
    if (character === '(' || character === '{' || character === '[') depth++;
    else if (character === ')' || character === '}' || character === ']') depth--;
    if (depth === 0) return text.slice(start, at);
  }
  return text.slice(start);
}

/** Keys the interface translates with a `count` option: t('key', { count }) anywhere in the source. */
function keysCalledWithCount(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(path.join(folder, '..'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const call of text.matchAll(/\bt\(\s*(['"])([\w.]+)\1\s*,/g)) {
      let options = argumentsFrom(text, (call.index ?? 0) + call[0].length);
      // Nested calls (a fragment translated with its own count) are not this key's options.
      for (let inner = options; ; inner = options) {
        options = inner.replace(/\([^()]*\)/g, '');
        if (options === inner) break;
      }
      // `count` as an option's name ({ count }, { count: n }), not as another option's value.
      if (/(?:^|[{,])\s*count\s*(?:[:,}]|$)/.test(options) && call[2]) keys.add(call[2]);
    }
  }
  return keys;
}

const calledWithCount = keysCalledWithCount();
/** Keys whose text depends on a number: the source shows {{count}}, or the interface passes a count. */
const countedKeys = new Set([
  ...[...source].filter(([, text]) => placeholders(text).includes('count')).map(([key]) => key),
  ...calledWithCount,
]);

describe('interface languages', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'zh'))(
    '%s has exactly the keys of zh (plural forms aside), translated',
    (language) => {
      const translated = leaves(load(language));
      expect([...new Set([...translated.keys()].map(baseOf))].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        const expected = placeholders(source.get(baseOf(key)) ?? '');
        // A plural form may leave the number out ("Missed once"); the general form has them all.
        if (formOf(key) === null || formOf(key) === 'other') expect(placeholders(text), key).toEqual(expected);
        else expect(expected, key).toEqual(expect.arrayContaining(placeholders(text)));
      }
      // Interface strings are translated, not left in Chinese (the language's own name is the exception,
      // and the few words Japanese writes exactly as Chinese does).
      const untranslated = [...translated].filter(
        ([key, text]) =>
          text === source.get(baseOf(key)) && /[\u4e00-\u9fff]/.test(text) && !WRITTEN_ALIKE[language]?.has(text),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    },
  );

  it('names every screen of the route table and every error of the catalogue', () => {
    for (const route of ROUTES) expect(source.has(`screens.${route.screen}`), route.screen).toBe(true);
    for (const id of ERROR_IDS) expect(source.has(`errors.${id}`), id).toBe(true);
  });
});

describe('plural forms', () => {
  it('leaves no English count before a plural noun outside plural forms ("1 results")', () => {
    // Allowed, with the reason: values that are never one.
    const neverOne = new Map([
      ['speech.chart.syllable', 'semitones are written with one decimal (1.0)'],
      ['bookmarks.groups.usage', 'the limit is the favourites cap'],
      ['bookmarks.groups.nameHint', 'the longest name'],
      ['convertTool.input.count', 'the noun goes with the maximum ("1 / 500 characters")'],
      ['translation.form.count', 'the noun goes with the maximum ("1/500 characters")'],
      ['pscExam.report.range', 'the noun goes with a range of totals ("86–90 points")'],
    ]);
    const countBeforePlural = /\{\{[^}]+\}\}\s+(?!(?:s|is|was|has|does|its|this|as)\b)[a-z]+s\b/;
    const bare = [...leaves(load('en'))]
      .filter(([key, text]) => formOf(key) === null && countBeforePlural.test(text))
      .map(([key]) => key);
    expect(bare.sort()).toEqual([...neverOne.keys()].sort());
  });

  it('finds the keys the interface uses with a count, each of them in the source', () => {
    // The scan works: these are called with a count, and the search's counts among them.
    expect(calledWithCount).toContain('searchPage.found');
    expect(calledWithCount).toContain('copyBook.copies.option');
    expect(calledWithCount.size).toBeGreaterThan(40);
    for (const key of calledWithCount) expect(source.has(key), key).toBe(true);
  });

  it.each(INTERFACE_LANGUAGES)(
    '%s has, for every key used with a count, exactly the forms its language needs',
    (language) => {
      const keys = [...leaves(load(language)).keys()];
      const needed = categoriesOf(language);
      for (const key of countedKeys) {
        const forms = keys
          .filter((other) => baseOf(other) === key && other !== key)
          .map((other) => formOf(other))
          .sort();
        if (needed.length === 1) {
          // Chinese, Japanese and Korean have one form: the key itself.
          expect(keys.includes(key) && forms.length === 0, `${language} ${key}`).toBe(true);
        } else {
          expect(forms, `${language} ${key}`).toEqual(needed);
          expect(keys.includes(key), `${language} ${key} without a form`).toBe(false);
        }
      }
      // Plural forms only where a count chooses them.
      const stray = keys.filter((key) => formOf(key) !== null && !countedKeys.has(baseOf(key)));
      expect(stray).toEqual([]);
    },
  );

  it('asks English for one and other, Russian for one, few, many and other, the rest for one form', () => {
    expect(categoriesOf('en')).toEqual(['one', 'other']);
    expect(categoriesOf('ru')).toEqual(['few', 'many', 'one', 'other']);
    for (const language of ['zh', 'ja', 'ko']) expect(categoriesOf(language)).toEqual(['other']);
  });

  it('puts no bare number before an English noun outside a plural ("{{pages}} pages")', () => {
    const english = leaves(load('en'));
    // A range or a count against a limit ("1–{{max}} characters", "{{used}} / {{max}} characters",
    // "{{total}} of {{limit}} favorites", "from {{start}} to {{end}} semitones") is plural whatever the number.
    const bareNumberBeforeNoun = /(?<!\b(?:of|to)\s|[–/]\s?)\{\{\s*\w+\s*(?:,[^}]*)?\}\} [a-z]{2,}s\b/;
    const suspicious = [...english]
      .filter(([key]) => !countedKeys.has(baseOf(key)))
      .filter(([, text]) => bareNumberBeforeNoun.test(text) || /\(s\)/.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(suspicious).toEqual([]);
  });

  it('reads as it should with i18next: the number chooses the form and is written the language’s way', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      fallbackLng: 'zh',
      resources: Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, { translation: load(language) }])),
      interpolation: { escapeValue: false },
    });
    const found = (language: string, count: number) => instance.getFixedT(language)('searchPage.found', { count });
    expect(found('en', 1)).toBe('1 result found');
    expect(found('en', 1234)).toBe('1,234 results found');
    expect(found('ru', 1)).toBe('Найден 1 результат');
    expect(found('ru', 3)).toBe('Найдено 3 результата');
    expect(found('ru', 11)).toBe('Найдено 11 результатов');
    expect(found('ru', 21)).toBe('Найден 21 результат');
    expect(found('zh', 1234)).toBe('共找到 1,234 条结果');
    expect(found('ja', 1)).toBe('1 件見つかりました');
    const copies = (language: string, count: number) =>
      instance.getFixedT(language)('copyBook.copies.option', { count });
    expect([copies('en', 1), copies('en', 2)]).toEqual(['1 copy', '2 copies']);
    expect([copies('ru', 1), copies('ru', 2), copies('ru', 5)]).toEqual(['1 копия', '2 копии', '5 копий']);
    expect(copies('ko', 1)).toBe('1번');
  });
});
