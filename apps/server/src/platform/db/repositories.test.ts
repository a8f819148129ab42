import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import { SessionRepository } from '../auth/session-repository.ts';
import { hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { FileObjectRepository, type FileObject } from '../files/file-object-repository.ts';

function buildFileObject(overrides: Partial<FileObject> = {}): FileObject {
  return {
    key: `portal/audio/${Math.random().toString(36).slice(2)}.mp3`,
    contentType: 'audio/mpeg',
    size: 1234,
    sha256: 'a'.repeat(64),
    isProtected: false,
    createdAt: new Date('2026-11-01T08:00:00.000Z'),
    ...overrides,
  };
}

describe.each(testDialects)('repositories on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('stores, updates and removes file objects', async () => {
    const files = new FileObjectRepository(database.db);
    const file = buildFileObject({ isProtected: true });
    await files.upsert(file);
    expect(await files.find(file.key)).toEqual(file);
    await files.upsert({ ...file, size: 99, isProtected: false });
    expect(await files.find(file.key)).toMatchObject({ size: 99, isProtected: false, createdAt: file.createdAt });
    await files.delete(file.key);
    expect(await files.find(file.key)).toBeNull();
  });

  it('finds a live session and ignores expired and revoked ones', async () => {
    const sessions = new SessionRepository(database.db);
    const now = new Date('2026-11-22T10:00:00.000Z');
    const live = hashSessionToken(newSessionToken());
    const expired = hashSessionToken(newSessionToken());
    const revoked = hashSessionToken(newSessionToken());
    await sessions.create(live, 'u1', new Date(now.getTime() + 3_600_000), now);
    await sessions.create(expired, 'u2', new Date(now.getTime() - 1), now);
    await sessions.create(revoked, 'u3', new Date(now.getTime() + 3_600_000), now);
    await sessions.revoke(revoked, now);
    expect(await sessions.findActive(live, now)).toEqual({
      userId: 'u1',
      expiresAt: new Date('2026-11-22T11:00:00.000Z'),
      tokenHash: live,
      authenticatedAt: now,
      adminSeenAt: null,
    });
    expect(await sessions.findActive(expired, now)).toBeNull();
    expect(await sessions.findActive(revoked, now)).toBeNull();
    expect(await sessions.findActive('unknown', now)).toBeNull();
    expect(await sessions.find(expired, now)).toEqual({ state: 'expired' });
    expect(await sessions.find(revoked, now)).toEqual({ state: 'revoked' });
  });

  it("ends all of a user's sessions but the one that asked", async () => {
    const sessions = new SessionRepository(database.db);
    const later = new Date(Date.now() + 3_600_000);
    const [here, phone, tablet] = [newSessionToken(), newSessionToken(), newSessionToken()].map(hashSessionToken);
    for (const hash of [here, phone, tablet]) await sessions.create(hash as string, 'u9', later);
    await sessions.create(hashSessionToken(newSessionToken()), 'someone-else', later);
    await sessions.revokeAllOf('u9', here as string);
    expect((await sessions.find(here as string)).state).toBe('active');
    expect((await sessions.find(phone as string)).state).toBe('revoked');
    expect((await sessions.find(tablet as string)).state).toBe('revoked');
  });

  it('counts a password given again for every tab of the browser, and for tabs resumed later', async () => {
    const sessions = new SessionRepository(database.db);
    const signedIn = new Date('2026-11-22T08:00:00.000Z');
    const again = new Date('2026-11-22T09:00:00.000Z');
    const later = new Date('2026-11-29T08:00:00.000Z');
    const signInHash = hashSessionToken(newSessionToken());
    const [tab, otherTab, elsewhere] = [newSessionToken(), newSessionToken(), newSessionToken()].map(hashSessionToken);
    await sessions.createSignIn(signInHash, 'u5', later, signedIn);
    await sessions.create(tab as string, 'u5', later, signedIn, signInHash);
    await sessions.create(otherTab as string, 'u5', later, signedIn, signInHash);
    await sessions.create(elsewhere as string, 'u5', later, signedIn);
    await sessions.markAdministratorActive(tab as string, signedIn);

    await sessions.reauthenticate(tab as string, again);

    const seen = async (hash: string, now = again) => {
      const found = await sessions.find(hash, now);
      return found.state === 'active' ? [found.session.authenticatedAt, found.session.adminSeenAt] : found.state;
    };
    expect(await seen(tab as string)).toEqual([again, again]);
    expect(await seen(otherTab as string)).toEqual([again, again]);
    // Another browser's session of the same user is not this browser: it keeps its own time.
    expect(await seen(elsewhere as string)).toEqual([signedIn, null]);
    expect((await sessions.findSignIn(signInHash, again))?.authenticatedAt).toEqual(again);
  });
});

describe('embedded SQLite durability', () => {
  it('runs in WAL mode with synchronous=FULL, so an acknowledged write survives a crash', async () => {
    const database = await createTestDatabase('sqlite');
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(database.db);
    const synchronous = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(synchronous.rows[0]?.synchronous).toBe(2);
    await database.drop();
  });
});
