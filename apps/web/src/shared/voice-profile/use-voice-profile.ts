import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-store.ts';
import { backendFor } from './profile-backends.ts';
import { ownerOf, VoiceProfileStore, type VoiceProfileState } from './voice-profile-store.ts';

/** The page's one voice profile store. */
export const voiceProfileStore = new VoiceProfileStore(backendFor);

/** The signed-in learner's id, or null for a visitor. */
export function useSignedInUserId(): string | null {
  return useSession((state) =>
    state.userInfo.token ? (state.userInfo.userInfo?.id ?? state.userInfo.userInfo?.userId ?? 'me') : null,
  );
}

/** The voice profile of whoever is on the page, loaded once per learner (or for the visitor). */
export function useVoiceProfile(): { state: VoiceProfileState; store: VoiceProfileStore; userId: string | null } {
  const userId = useSignedInUserId();
  useEffect(() => {
    void voiceProfileStore.ensure(ownerOf(userId));
  }, [userId]);
  const state = useSyncExternalStore(voiceProfileStore.subscribe, voiceProfileStore.get);
  return { state, store: voiceProfileStore, userId };
}
