import type { Area } from '../../app/routes/route-table.ts';
import type { PayloadOf } from '@hanyu/contracts/protocol/contract';
import type { Profile, UpdateUserInfo } from '@hanyu/contracts/usercenter/account';

export type ProfileUpdate = Omit<PayloadOf<typeof UpdateUserInfo>, 'token' | 'appCode' | 'clientType'>;

/** Interests a learner can pick: the audience areas, named as the navigation names them. */
export const INTEREST_AREAS: readonly Area[] = [
  'adult',
  'hkmt',
  'minority',
  'student',
  'child',
  'oversea',
  'culture',
  'experience',
  'liveLesson',
];

/**
 * The update call sends the whole profile; this is the profile as it is, for changing one part of it.
 * Null while the profile still lacks what the update requires (gender, birthday and contact).
 */
export function currentProfileUpdate(profile: Profile): ProfileUpdate | null {
  if (profile.needsCompletion || profile.gender === '') return null;
  return {
    nickName: profile.nickName,
    tel: profile.tel,
    gender: profile.gender,
    birthday: profile.birthday,
    country: profile.country,
    language: profile.language,
    job: profile.job,
    signature: profile.signature,
    education: profile.education,
    // '' keeps the current photo.
    userPhoto: '',
    interests: profile.interests,
  };
}
