import { describe, expect, it } from 'vitest';
import { loadPhonetics } from './content-files.ts';
import { checkPhoneticsEntryFields } from './managed-checks-phonetics.ts';

const phonetics = loadPhonetics();

describe('the content checks of a revised phonetics entry', () => {
  it('passes every authored entry of every file as it stands, giving back the files unchanged', () => {
    for (const file of [phonetics.initials, phonetics.finals, phonetics.tones, phonetics.contrasts]) {
      for (const entry of file ?? []) {
        const checked = checkPhoneticsEntryFields({ entryKey: entry.key, entry: JSON.stringify(entry) }, phonetics);
        expect(checked.problems, entry.key).toEqual([]);
        expect(checked.phonetics).toEqual(phonetics);
      }
    }
  });

  it('refuses a key the catalogue does not have, and names a key changed inside the entry', () => {
    const [first] = phonetics.tones ?? [];
    if (!first) throw new Error('no authored tone');
    expect(checkPhoneticsEntryFields({ entryKey: 'tone5', entry: '{}' }, phonetics).unknownKey).toBe(true);
    const renamed = checkPhoneticsEntryFields(
      { entryKey: first.key, entry: JSON.stringify({ ...first, key: 'tone2' }) },
      phonetics,
    );
    expect(renamed.problems).toEqual([
      { field: 'entry', position: '.key', message: `条目的 key 应为 ${first.key}，与条目编号相同` },
    ]);
  });
});
