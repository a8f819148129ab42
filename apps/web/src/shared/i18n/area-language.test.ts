import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { StoredKey } from '@hanyu/contracts/constants/limits';
import { ROUTES } from '../routes/route-table.ts';
import {
  AREA_LANGUAGES,
  AREA_NAMESPACES,
  AREA_SCREENS,
  areaContentAttributes,
  areaStringsOf,
  leavesOf,
  offersAreaLanguage,
  readAreaLanguage,
  storeAreaLanguage,
  type LocaleTree,
} from './area-language.ts';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const load = (file: string) => JSON.parse(fs.readFileSync(path.join(locales, file), 'utf8')) as LocaleTree;
const zh = load('zh.json');
const en = load('en.json');
const area = { ug: load('area/ug.json'), bo: load('area/bo.json') };

/** A storage of the browser's kind, in memory. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');
const formOf = (key: string) => PLURAL_SUFFIX.exec(key)?.[1] ?? null;

const source = areaStringsOf(zh);
/**
 * Keys whose text depends on a number: the zh source shows {{count}}, or English has plural forms for
 * it (locales.test.ts makes English carry them for every key the interface calls with a count).
 */
const englishPlurals = new Set([...leavesOf(en).keys()].filter((key) => formOf(key) === 'one').map(baseOf));
const counted = new Set(
  [...source]
    .filter(([key, text]) => placeholders(text).includes('count') || englishPlurals.has(key))
    .map(([key]) => key),
);

describe('the choice of area language', () => {
  it('is the site language unless Uyghur or Tibetan is stored, and is stored under its own key', () => {
    expect(readAreaLanguage(memoryStorage())).toBe('site');
    expect(readAreaLanguage(memoryStorage({ [StoredKey.AreaLanguage]: 'fr' }))).toBe('site');
    const storage = memoryStorage();
    storeAreaLanguage(storage, 'ug');
    expect(storage.map.get(StoredKey.AreaLanguage)).toBe('ug');
    expect(readAreaLanguage(storage)).toBe('ug');
    storeAreaLanguage(storage, 'bo');
    expect(readAreaLanguage(storage)).toBe('bo');
    storeAreaLanguage(storage, 'site');
    expect(storage.map.has(StoredKey.AreaLanguage)).toBe(false);
    // The site language's own key is untouched by the area's choice.
    expect(storage.map.has(StoredKey.Language)).toBe(false);
  });

  it('is offered on every screen of the minority area, in both families, and nowhere else', () => {
    const offered = ROUTES.filter(offersAreaLanguage);
    expect(offered.every((route) => route.area === 'minority')).toBe(true);
    expect(new Set(offered.map((route) => route.family))).toEqual(new Set(['web', 'client']));
    for (const screen of [
      'minorityIndex',
      'diagnosis',
      'learnCourse',
      'promotion',
      'specialTrainingIndex',
      'mhkExamPage',
    ])
      expect(AREA_SCREENS, screen).toContain(screen);
    expect(
      ROUTES.filter((route) => ['webHome', 'webAdultIndex', 'webOverseaIndex'].includes(route.name)).some(
        offersAreaLanguage,
      ),
    ).toBe(false);
  });

  it('writes Uyghur right to left and Tibetan left to right, each with its language tag', () => {
    expect(areaContentAttributes('ug')).toEqual({ lang: 'ug', dir: 'rtl' });
    expect(areaContentAttributes('bo')).toEqual({ lang: 'bo', dir: 'ltr' });
    expect(areaContentAttributes('site')).toEqual({});
  });
});

describe('the area languages’ strings', () => {
  it('translate parts of the zh source that exist, the area’s own sections and its screen titles among them', () => {
    for (const namespace of AREA_NAMESPACES)
      expect(
        [...source.keys()].some((key) => key === namespace || key.startsWith(`${namespace}.`)),
        namespace,
      ).toBe(true);
    for (const section of ['diagnosis', 'graded', 'special', 'mhkExam', 'exam', 'common'])
      expect(AREA_NAMESPACES).toContain(section);
    expect(source.has('screens.minorityIndex')).toBe(true);
    expect(source.size).toBeGreaterThan(600);
  });

  it.each(AREA_LANGUAGES)('%s has every key of those parts, and no other, with the same placeholders', (language) => {
    const translated = leavesOf(area[language]);
    expect([...new Set([...translated.keys()].map(baseOf))].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(source.get(baseOf(key)) ?? ''));
    }
  });

  it.each(AREA_LANGUAGES)(
    '%s has, for every key used with a count, exactly the plural forms i18next asks',
    (language) => {
      const keys = [...leavesOf(area[language]).keys()];
      const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      expect(needed).toEqual(language === 'ug' ? ['one', 'other'] : ['other']);
      expect(counted.size).toBeGreaterThan(5);
      for (const key of counted) {
        const forms = keys.filter((other) => baseOf(other) === key && other !== key).map((other) => formOf(other));
        expect(forms.sort(), `${language} ${key}`).toEqual(needed);
        expect(keys.includes(key), `${language} ${key} without a form`).toBe(false);
      }
      expect(keys.filter((key) => formOf(key) !== null && !counted.has(baseOf(key)))).toEqual([]);
    },
  );

  it.each([
    ['ug', /[\u0600-\u06ff]/],
    ['bo', /[\u0f00-\u0fff]/],
  ] as const)('%s is written in its own script, Chinese only where it is quoted as an example', (language, script) => {
    for (const [key, text] of leavesOf(area[language])) {
      const bare = text.replace(/\{\{[^}]*\}\}/g, '').replace(/«[^»]*»/g, '');
      expect(bare, key).toMatch(script);
      // Chinese examples («因为……所以……») are quoted; nothing else is left in Chinese.
      expect(bare, key).not.toMatch(/[\u4e00-\u9fff]/);
      // Latin letters only for the names that stay as they are.
      expect(bare.replace(/\b(MHK|HSK|PDF|ZIP|A)\b/g, ''), key).not.toMatch(/[A-Za-z]/);
    }
  });

  it('read as they should with i18next: a clone in the area language beside the site’s, zh behind it', async () => {
    const site = i18next.createInstance();
    await site.init({
      lng: 'zh',
      fallbackLng: 'zh',
      resources: { zh: { translation: zh }, ug: { translation: area.ug }, bo: { translation: area.bo } },
      interpolation: { escapeValue: false },
    });
    const uyghur = site.cloneInstance({ lng: 'ug', fallbackLng: 'zh' });
    const tibetan = site.cloneInstance({ lng: 'bo', fallbackLng: 'zh' });
    expect(uyghur.t('graded.result.minutes', { count: 1 })).toBe('1 مىنۇت');
    expect(uyghur.t('graded.result.minutes', { count: 25 })).toBe('25 مىنۇت');
    expect(tibetan.t('graded.result.minutes', { count: 25 })).toBe('སྐར་མ་ 25');
    expect(uyghur.t('exam.page.submit')).toBe('تاپشۇرۇش');
    expect(tibetan.t('common.home')).toBe('གཙོ་ངོས།');
    // A string the area languages do not translate falls back to zh; the site instance stays in zh.
    expect(uyghur.t('nav.login')).toBe('登录');
    expect(site.language).toBe('zh');
    expect(site.t('exam.page.submit')).toBe('交卷');
  });
});
