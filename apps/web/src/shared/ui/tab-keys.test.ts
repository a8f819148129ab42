import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys.ts';

describe('tabAfterKey', () => {
  const tabs = ['a', 'b', 'c'] as const;
  it('steps round with the arrows and jumps to the ends with Home and End', () => {
    expect(tabAfterKey(tabs, 'a', 'ArrowRight')).toBe('b');
    expect(tabAfterKey(tabs, 'c', 'ArrowRight')).toBe('a');
    expect(tabAfterKey(tabs, 'a', 'ArrowLeft')).toBe('c');
    expect(tabAfterKey(tabs, 'b', 'Home')).toBe('a');
    expect(tabAfterKey(tabs, 'a', 'End')).toBe('c');
  });
  it('ignores other keys', () => {
    expect(tabAfterKey(tabs, 'b', 'Enter')).toBeUndefined();
  });
});
