import { Limits } from '@hanyu/contracts/constants/limits';

const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** An avatar must be a jpg, jpeg or png file of at most 5 MB (spec section 5); checked before uploading. */
export function isAcceptableAvatar(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes: number = Limits.avatarMaxBytes,
): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  return (
    (Limits.avatarExtensions as readonly string[]).includes(extension) &&
    AVATAR_TYPES.includes(file.type) &&
    file.size > 0 &&
    file.size <= maxBytes
  );
}

/** The attribute that lets the file picker offer only what is accepted. */
export const AVATAR_ACCEPT = [...Limits.avatarExtensions.map((extension) => `.${extension}`), ...AVATAR_TYPES].join(
  ',',
);
