import { describe, expect, it } from 'vitest';
import { ASKED_KEY_PREFIX, MobileBindingAsks } from './mobile-binding.ts';

function storage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
  };
}

describe('asking for the mainland mobile (spec section 6)', () => {
  it('asks on the screen whose step needed it, once per account, and not again after "later"', () => {
    const stored = storage();
    const asks = new MobileBindingAsks(() => stored);
    let changes = 0;
    asks.subscribe(() => (changes += 1));
    expect(asks.needed('u1', '/web/adult/pscExam/PscExamParent', () => undefined)).toBe(true);
    expect(asks.current()).toEqual({ userId: 'u1', screen: '/web/adult/pscExam/PscExamParent' });
    expect(stored.items.has(`${ASKED_KEY_PREFIX}u1`)).toBe(true);
    asks.answered(false);
    expect(asks.current()).toBeNull();
    expect(changes).toBe(2);

    // Another screen, a later login, another tab with the same browser storage: not asked again.
    expect(asks.needed('u1', '/web/adult/mandarinTopicSpeak', () => undefined)).toBe(false);
    expect(new MobileBindingAsks(() => stored).needed('u1', '/web/x', () => undefined)).toBe(false);
    // Another account in this browser is asked for its own.
    expect(asks.needed('u2', '/web/adult/mandarinTopicSpeak', () => undefined)).toBe(true);
  });

  it('does the steps that waited again once the number is bound', () => {
    const asks = new MobileBindingAsks(() => storage());
    const done: string[] = [];
    asks.needed('u1', '/web/a', () => done.push('hub'));
    // A second step while the question is open joins it rather than asking twice.
    expect(asks.needed('u1', '/web/a', () => done.push('description'))).toBe(false);
    asks.answered(true);
    expect(done).toEqual(['hub', 'description']);
    asks.answered(true);
    expect(done).toHaveLength(2);
  });

  it('still asks when storage is refused', () => {
    const asks = new MobileBindingAsks(() => {
      throw new Error('SecurityError');
    });
    expect(asks.needed('u1', '/web/a', () => undefined)).toBe(true);
  });
});
