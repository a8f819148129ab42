import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, isAcceptableAvatar } from './avatar-file.ts';

const MB = 1024 * 1024;

describe('avatar file check (spec section 5)', () => {
  it('takes jpg, jpeg and png images up to 5 MB', () => {
    expect(isAcceptableAvatar({ name: 'me.jpg', type: 'image/jpeg', size: MB })).toBe(true);
    expect(isAcceptableAvatar({ name: 'me.JPEG', type: 'image/jpeg', size: 5 * MB })).toBe(true);
    expect(isAcceptableAvatar({ name: 'me.png', type: 'image/png', size: 10 })).toBe(true);
  });

  it('refuses other kinds, larger files and empty files', () => {
    expect(isAcceptableAvatar({ name: 'me.gif', type: 'image/gif', size: MB })).toBe(false);
    expect(isAcceptableAvatar({ name: 'me.webp', type: 'image/webp', size: MB })).toBe(false);
    expect(isAcceptableAvatar({ name: 'me.png', type: 'text/plain', size: MB })).toBe(false);
    expect(isAcceptableAvatar({ name: 'me.jpg', type: 'image/jpeg', size: 5 * MB + 1 })).toBe(false);
    expect(isAcceptableAvatar({ name: 'me.jpg', type: 'image/jpeg', size: 0 })).toBe(false);
    expect(isAcceptableAvatar({ name: 'jpg', type: 'image/jpeg', size: 10 })).toBe(false);
  });

  it('offers only those files in the picker', () => {
    expect(AVATAR_ACCEPT).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });
});
