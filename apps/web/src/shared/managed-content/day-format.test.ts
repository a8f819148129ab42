import { describe, expect, it } from 'vitest';
import { formatDay } from './day-format.ts';

describe('a calendar day in the interface language', () => {
  it('writes the day itself, whatever the time zone', () => {
    expect(formatDay('2019-10-24', 'zh-Hans')).toBe('2019年10月24日');
    expect(formatDay('2019-10-24', 'en')).toBe('October 24, 2019');
  });

  it('leaves text that is not a day as it is', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
