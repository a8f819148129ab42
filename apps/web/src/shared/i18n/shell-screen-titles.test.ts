import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh.json';
import { screens } from './shell-screen-titles.ts';

describe('shell screen titles', () => {
  it('are the zh source’s titles, word for word', () => {
    const source: Record<string, string> = zh.screens;
    for (const [screen, title] of Object.entries(screens)) expect(title, screen).toBe(source[screen]);
  });
});
