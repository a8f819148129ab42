/**
 * Reads the authored content files of data/ and validates them against their schemas. Node only
 * (the server's seed and the tests); the browser gets content through the API.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { Passage } from './passage-schema.ts';
import { ContrastsFile, FinalsFile, InitialsFile, TonesFile } from './phonetics-schema.ts';
import { EloquenceFile, TopicsFile } from './speaking-schema.ts';

export const CONTENT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../data');

function readJson<T extends z.ZodType>(schema: T, ...path: string[]): z.infer<T> {
  const file = join(CONTENT_DATA_DIR, ...path);
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** A catalogue file, or null while it has not been written. */
function optional<T extends z.ZodType>(schema: T, ...path: string[]): z.infer<T> | null {
  return existsSync(join(CONTENT_DATA_DIR, ...path)) ? readJson(schema, ...path) : null;
}

export function loadPhonetics() {
  return {
    initials: optional(InitialsFile, 'phonetics', 'initials.json'),
    finals: optional(FinalsFile, 'phonetics', 'finals.json'),
    contrasts: optional(ContrastsFile, 'phonetics', 'contrasts.json'),
    tones: optional(TonesFile, 'phonetics', 'tones.json'),
  };
}

export function loadPassages(): Passage[] {
  return readdirSync(join(CONTENT_DATA_DIR, 'passages'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(Passage, 'passages', name));
}

export function loadSpeaking() {
  return {
    topics: readJson(TopicsFile, 'speaking', 'topics.json'),
    eloquence: readJson(EloquenceFile, 'speaking', 'eloquence.json'),
  };
}
