/**
 * Every contract of packages/contracts, fuzzed through the real server on every database: payloads
 * with the contract's own field names and hostile values (NUL and other controls, lone surrogates,
 * bidi overrides, huge and odd numbers, deep nesting, wrong types), as a visitor and signed in. Not one
 * answer may be a server error or leave the envelope.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { commonPayloadShape } from '@hanyu/contracts/protocol/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.ts';
import { registerAccount } from '../../test/accounts.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const CONTRACTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/contracts/src',
);
/** Payloads per contract and database: enough to reach every field's handler with odd values. */
const RUNS_PER_CONTRACT = 40;

interface FoundContract {
  path: string;
  access: string;
  fields: string[];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

async function allContracts(): Promise<FoundContract[]> {
  const found = new Map<string, FoundContract>();
  for (const file of sourceFiles(CONTRACTS_DIR)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!value || typeof value !== 'object') continue;
      const candidate = value as { path?: unknown; access?: unknown; payload?: { shape?: Record<string, unknown> } };
      if (typeof candidate.path !== 'string' || typeof candidate.access !== 'string' || !candidate.payload?.shape)
        continue;
      found.set(candidate.path, {
        path: candidate.path,
        access: candidate.access,
        // The envelope's own fields (appCode, clientType, token) are the protocol's, tested on their own.
        fields: Object.keys(candidate.payload.shape).filter((field) => !(field in commonPayloadShape)),
      });
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Text a handler might pass on to the database or the page: the hostile kinds most of the time. */
const hostileString = fc.oneof(
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', '汉字', 'a', '13812345678', 'x@example.com', 'P001', '2026-01-01'),
        fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\u200d', '\u0007', '\u0085'),
      )
      .map(([text, hostile]) => `${text}${hostile}${text}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '../../etc/passwd',
      '<img src=x onerror=1>',
      "'; drop table user_account; --",
      '%c0',
      '9'.repeat(400),
      'x'.repeat(5000),
    ),
  },
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
);

/** Every field present (so the payload passes the unknown-field rule and reaches the handler), valued at random. */
function payloadFor(contract: FoundContract, token: string | null): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(contract.fields.map((field) => [field, hostileValue]));
  return fc.record(fields).map((payload) => (token ? { ...payload, token } : payload));
}

describe.each(testDialects)('every contract fuzzed on %s', (dialect) => {
  let t: TestApp;
  let contracts: FoundContract[];
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    contracts = await allContracts();
    token = (await registerAccount(t, `fuzz-${dialect}@example.com`)).token as string;
  }, 120_000);
  afterAll(() => t.close());

  it('finds the contracts it fuzzes', () => {
    expect(contracts.length).toBeGreaterThan(60);
  });

  it('answers every hostile payload inside the envelope, without a server error', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const contract of contracts) {
      for (const signedIn of [false, true]) {
        await fc.assert(
          fc.asyncProperty(payloadFor(contract, signedIn ? token : null), async (payload) => {
            requests += 1;
            const response = await callApi(t, contract.path, payload);
            const body = response.json() as { result?: unknown; code?: unknown };
            const inEnvelope = typeof body.result === 'boolean' && typeof body.code === 'string';
            if (response.statusCode >= 500 || !inEnvelope) {
              failures.push(`${contract.path} ${response.statusCode} ${JSON.stringify(payload).slice(0, 200)}`);
            }
          }),
          { numRuns: RUNS_PER_CONTRACT / 2, seed: 20261126 },
        );
      }
    }
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(requests).toBe(contracts.length * RUNS_PER_CONTRACT);
  });
});
