import type { PayloadOf } from '@hanyu/contracts/protocol/contract';
import type { Profile, UpdateUserInfo } from '@hanyu/contracts/usercenter/account';

export type ProfileUpdate = Omit<PayloadOf<typeof UpdateUserInfo>, 'token' | 'appCode' | 'clientType'>;

/**
 * The update call sends the whole profile; this is the profile as it is, for changing one part of it.
 * Null while the profile still lacks what the update requires (gender, birthday and contact, which
 * the account's own mobile number may be).
 */
export function currentProfileUpdate(profile: Profile): ProfileUpdate | null {
  if (profile.missing.length > 0 || profile.gender === '') return null;
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
