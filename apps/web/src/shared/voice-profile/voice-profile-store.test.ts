import { describe, expect, it } from 'vitest';
import {
  emptyProfile,
  profileEvidence,
  updateProfile,
  type ProfileEvidence,
  type SpeakerProfile,
} from '@hanyu/speech/profile/speaker-profile';
import { storageBackend, VISITOR_PROFILE_KEY } from './profile-backends.ts';
import { ownerOf, VISITOR, VoiceProfileStore, type ProfileBackend } from './voice-profile-store.ts';

const evidence = (hz: number): ProfileEvidence => profileEvidence([hz, hz * 1.05, hz * 0.95], null);

/** A backend that folds like the server and answers when the test says so. */
class FakeBackend implements ProfileBackend {
  profile: SpeakerProfile | null = null;
  calls: string[] = [];
  gate: Promise<void> = Promise.resolve();
  fail = false;

  async load() {
    this.calls.push('load');
    await this.gate;
    if (this.fail) throw new Error('offline');
    return this.profile;
  }
  async add(e: ProfileEvidence) {
    this.calls.push('add');
    if (this.fail) throw new Error('offline');
    this.profile = updateProfile(this.profile, e);
    return this.profile;
  }
  async reset() {
    this.calls.push('reset');
    if (this.fail) throw new Error('offline');
    this.profile = null;
  }
}

function storeWith(backends: Record<string, FakeBackend>) {
  return new VoiceProfileStore((owner) => {
    const backend = backends[owner];
    if (!backend) throw new Error(owner);
    return backend;
  });
}

describe('voice profile store', () => {
  it('loads a learner’s profile once, however often the screens ask', async () => {
    const server = new FakeBackend();
    server.profile = updateProfile(null, evidence(200));
    const store = storeWith({ 'user:u1': server });
    expect(store.current()).toBeNull();
    await Promise.all([store.ensure(ownerOf('u1')), store.ensure(ownerOf('u1'))]);
    await store.ensure(ownerOf('u1'));
    expect(server.calls).toEqual(['load']);
    expect(store.current()?.recordings).toBe(1);
  });

  it('keeps in step with the backend’s answer to each evidence, and ignores refused recordings', async () => {
    const server = new FakeBackend();
    const store = storeWith({ 'user:u1': server });
    await store.ensure(ownerOf('u1'));
    for (let i = 0; i < 5; i += 1) await store.add(evidence(180 + i));
    await store.add(null);
    expect(server.calls).toEqual(['load', 'add', 'add', 'add', 'add', 'add']);
    expect(store.current()?.recordings).toBe(5);
    expect(store.current()).toEqual(server.profile);
  });

  it('keeps the profile it has when adding fails, and says so', async () => {
    const server = new FakeBackend();
    server.profile = updateProfile(null, evidence(200));
    const store = storeWith({ 'user:u1': server });
    await store.ensure(ownerOf('u1'));
    server.fail = true;
    await store.add(evidence(210));
    const state = store.get();
    expect(state.status === 'ready' && state.profile?.recordings).toBe(1);
    expect(state.status === 'ready' && state.problem).toBeTruthy();
  });

  it('follows the learner who is signed in: another learner’s answer arriving late is dropped', async () => {
    const first = new FakeBackend();
    first.profile = updateProfile(null, evidence(120));
    let open = () => {};
    first.gate = new Promise((resolve) => (open = resolve));
    const second = new FakeBackend();
    const store = storeWith({ 'user:a': first, 'user:b': second });
    const slow = store.ensure(ownerOf('a'));
    await store.ensure(ownerOf('b'));
    open();
    await slow;
    expect(store.get()).toMatchObject({ status: 'ready', owner: 'user:b', profile: null });
  });

  it('resets to no profile, and leaves the profile as it was when the reset fails', async () => {
    const server = new FakeBackend();
    server.profile = updateProfile(null, evidence(200));
    const store = storeWith({ 'user:u1': server });
    await store.ensure(ownerOf('u1'));
    server.fail = true;
    await expect(store.reset()).rejects.toThrow('offline');
    expect(store.current()?.recordings).toBe(1);
    server.fail = false;
    await store.reset();
    expect(store.get()).toMatchObject({ status: 'ready', profile: null });
  });

  it('reads again after a server evaluation without showing a loading state', async () => {
    const server = new FakeBackend();
    const store = storeWith({ 'user:u1': server });
    await store.ensure(ownerOf('u1'));
    server.profile = updateProfile(null, evidence(200));
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get().status));
    await store.refresh();
    expect(seen).toEqual(['ready']);
    expect(store.current()?.recordings).toBe(1);
  });
});

describe('a visitor’s profile in browser storage', () => {
  class MemoryStorage {
    items = new Map<string, string>();
    getItem = (key: string) => this.items.get(key) ?? null;
    setItem = (key: string, value: string) => void this.items.set(key, value);
    removeItem = (key: string) => void this.items.delete(key);
  }

  it('grows, survives a new page and is forgotten on reset', async () => {
    const storage = new MemoryStorage();
    const backend = storageBackend(() => storage as unknown as Storage);
    expect(await backend.load()).toBeNull();
    await backend.add(evidence(200));
    await backend.add(evidence(210));
    const again = storageBackend(() => storage as unknown as Storage);
    expect((await again.load())?.recordings).toBe(2);
    await again.reset();
    expect(storage.items.has(VISITOR_PROFILE_KEY)).toBe(false);
    expect(await backend.load()).toBeNull();
  });

  it('reads something that is not a profile as none, and works for the page without storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem(VISITOR_PROFILE_KEY, '{"version":9}');
    expect(await storageBackend(() => storage as unknown as Storage).load()).toBeNull();
    storage.setItem(VISITOR_PROFILE_KEY, 'not json');
    expect(await storageBackend(() => storage as unknown as Storage).load()).toBeNull();
    const none = storageBackend(() => null);
    await none.add(evidence(200));
    expect((await none.load())?.recordings).toBe(1);
    expect(emptyProfile().recordings).toBe(0);
  });

  it('names the visitor apart from every learner', () => {
    expect(ownerOf(null)).toBe(VISITOR);
    expect(ownerOf('u1')).not.toBe(VISITOR);
  });
});
