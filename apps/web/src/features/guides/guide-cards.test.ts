import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES, routeByName } from '../../shared/routes/route-table.ts';
import {
  cardKey,
  GUIDE_SCREENS,
  GUIDE_SECTIONS,
  linkedRoutes,
  sectionKey,
  sectionsFor,
  type GuidePage,
} from './guide-cards.ts';

const PAGES = Object.keys(GUIDE_SCREENS) as GuidePage[];
const zh = JSON.parse(
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales/zh.json'), 'utf8'),
) as Record<string, unknown>;
const has = (key: string) =>
  typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], zh) ===
  'string';

describe('the guide pages', () => {
  it.each(PAGES)('%s is a built screen in exactly its families', (page) => {
    const { screen, families } = GUIDE_SCREENS[page];
    const routes = ROUTES.filter((route) => route.screen === screen);
    expect(routes.map((route) => route.family).sort()).toEqual([...families].sort());
    expect(routes.every((route) => route.status === 'built')).toBe(true);
  });

  it.each(PAGES)('%s links only to built screens of the family it is shown in', (page) => {
    const links = linkedRoutes(page);
    expect(links.length).toBeGreaterThan(0);
    for (const { family, name } of links) {
      const route = routeByName(name);
      expect(route, name).toBeDefined();
      expect(route?.status, name).toBe('built');
      expect(route?.family, name).toBe(family);
      expect(GUIDE_SCREENS[page].families, name).toContain(family);
    }
  });

  it.each(PAGES)('%s has its strings in the zh source, and a card in every section of each family', (page) => {
    for (const section of GUIDE_SECTIONS[page]) {
      expect(has(sectionKey(page, section, 'title')), section.id).toBe(true);
      expect(has(sectionKey(page, section, 'lead')), section.id).toBe(true);
      for (const card of section.cards) {
        expect(has(cardKey(page, card, 'title')), card.id).toBe(true);
        expect(has(cardKey(page, card, 'text')), card.id).toBe(true);
      }
    }
    for (const family of GUIDE_SCREENS[page].families) {
      expect(sectionsFor(page, family).length, family).toBeGreaterThan(0);
    }
  });

  it('shows a web-only card on the web and leaves it out of the client', () => {
    const psc = (family: 'web' | 'client') =>
      sectionsFor('commonLanguage', family)
        .find((section) => section.id === 'psc')
        ?.cards.map((card) => card.id);
    expect(psc('web')).toContain('signup');
    expect(psc('client')).not.toContain('signup');
    // The teachers' workspace is web only: the client's page has no section for teachers.
    expect(sectionsFor('commonLanguage', 'client').map((section) => section.id)).not.toContain('teachers');
  });

  it('gives each card one id within its page, so its strings are its own', () => {
    for (const page of PAGES) {
      const ids = GUIDE_SECTIONS[page].flatMap((section) => section.cards.map((card) => card.id));
      expect(new Set(ids).size, page).toBe(ids.length);
    }
  });
});
