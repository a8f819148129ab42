import { AddVoiceEvidence, GetVoiceProfile, ResetVoiceProfile } from '@hanyu/contracts/psc/voice-profile';
import { parseProfile, updateProfile, type SpeakerProfile } from '@hanyu/speech/profile/speaker-profile';
import { callApi } from '../api/api-client.ts';
import { VISITOR, type ProfileBackend, type ProfileOwner } from './voice-profile-store.ts';

/** Where a visitor's profile is kept in this browser. */
export const VISITOR_PROFILE_KEY = 'hanyu:voice-profile';

/** A signed-in learner's profile, kept by the server (/psc/speech/profile/*). */
export const serverBackend: ProfileBackend = {
  load: async () => (await callApi(GetVoiceProfile, {})).profile,
  add: async (evidence) => (await callApi(AddVoiceEvidence, { speaker: evidence })).profile,
  reset: async () => {
    await callApi(ResetVoiceProfile, {});
  },
};

/** A visitor's profile in the browser's storage; without storage (private mode) it lasts the page. */
export function storageBackend(storage: () => Storage | null): ProfileBackend {
  let kept: SpeakerProfile | null = null;
  const read = (): SpeakerProfile | null => {
    const store = storage();
    if (!store) return kept;
    try {
      const text = store.getItem(VISITOR_PROFILE_KEY);
      return text ? parseProfile(JSON.parse(text)) : null;
    } catch {
      return kept;
    }
  };
  const write = (profile: SpeakerProfile | null) => {
    kept = profile;
    try {
      if (profile) storage()?.setItem(VISITOR_PROFILE_KEY, JSON.stringify(profile));
      else storage()?.removeItem(VISITOR_PROFILE_KEY);
    } catch {
      // Storage full or off: the profile lasts for this page.
    }
  };
  return {
    load: () => Promise.resolve(read()),
    add: (evidence) => {
      const next = updateProfile(read(), evidence);
      write(next);
      return Promise.resolve(next);
    },
    reset: () => {
      write(null);
      return Promise.resolve();
    },
  };
}

/** The browser's localStorage, or null where it is refused (private modes, sandboxed frames). */
export const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function backendFor(owner: ProfileOwner): ProfileBackend {
  return owner === VISITOR ? storageBackend(browserStorage) : serverBackend;
}
