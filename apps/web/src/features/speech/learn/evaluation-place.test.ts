import { describe, expect, it } from 'vitest';
import { EVALUATION_PLACE_KEY, EvaluationPlaceStore } from './evaluation-place.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the evaluation place chosen once for the page', () => {
  it('starts on the device unless the server was chosen before', () => {
    expect(new EvaluationPlaceStore(memoryStorage()).get()).toBe('device');
    expect(new EvaluationPlaceStore(null).get()).toBe('device');
    expect(new EvaluationPlaceStore(memoryStorage({ [EVALUATION_PLACE_KEY]: 'server' })).get()).toBe('server');
    expect(new EvaluationPlaceStore(memoryStorage({ [EVALUATION_PLACE_KEY]: 'cloud' })).get()).toBe('device');
  });

  it('tells every panel of a change and keeps it for the next visit', () => {
    const storage = memoryStorage();
    const store = new EvaluationPlaceStore(storage);
    const heard: string[] = [];
    const stopFirst = store.subscribe(() => heard.push(`first:${store.get()}`));
    store.subscribe(() => heard.push(`second:${store.get()}`));
    store.choose('server');
    store.choose('server'); // the same choice again tells no one
    stopFirst();
    store.choose('device');
    expect(heard).toEqual(['first:server', 'second:server', 'second:device']);
    expect(storage.values.get(EVALUATION_PLACE_KEY)).toBe('device');
  });

  it('follows a choice made in another tab', () => {
    const storage = memoryStorage();
    const store = new EvaluationPlaceStore(storage);
    let told = 0;
    store.subscribe(() => (told += 1));
    storage.setItem(EVALUATION_PLACE_KEY, 'server');
    store.reload();
    store.reload();
    expect(store.get()).toBe('server');
    expect(told).toBe(1);
  });

  it('keeps the choice for the page when storage refuses it', () => {
    const store = new EvaluationPlaceStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(store.get()).toBe('device');
    store.choose('server');
    expect(store.get()).toBe('server');
  });
});
