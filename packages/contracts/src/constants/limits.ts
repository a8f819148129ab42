/** Business constants and limits of spec section 9 (and the few of sections 4 and 5 they name). */
export const Limits = {
  passwordMinLength: 8,
  passwordMaxLength: 16,
  verificationCodeLength: 6,
  favouritesPerUser: 500,
  signatureMaxLength: 40,
  avatarMaxBytes: 5 * 1024 * 1024,
  avatarExtensions: ['jpg', 'jpeg', 'png'],
  speakingRequiredSeconds: 30,
  speakingEffectiveSeconds: 10,
  pauseAutoStopSeconds: 10,
  classEntryMinutesBeforeStart: 5,
  signupThresholdHoursBeforeStart: 12,
  captchaTimeoutMs: 10_000,
  loginPromptDelayMs: 800,
  loginToastMs: 500,
  modiWaitTimeMs: 10_000,
  loadingOverlayMs: 10_000,
  confirmDialogWidthPx: 420,
  /** "Minimum recording length constant 150000 (unit not shown)": kept as given. */
  minimumRecordingLength: 150_000,
  keyConceptCount: 600,
} as const;

/** Gateway constants of spec section 9. */
export const GatewayDefaults = {
  stage: 'RELEASE',
  authVersion: '1',
  /** Accepted clock difference between caller and server. */
  timestampToleranceMs: 5 * 60 * 1000,
} as const;

export const GatewayAuthType = { Default: 0, Encrypt: 1 } as const;

/** Interface languages (spec sections 1 and 9); zh is the fallback. */
export const InterfaceLanguage = { Zh: 'zh', En: 'en', Ja: 'ja', Ko: 'ko', Ru: 'ru' } as const;
export type InterfaceLanguage = (typeof InterfaceLanguage)[keyof typeof InterfaceLanguage];
export const INTERFACE_LANGUAGES = Object.values(InterfaceLanguage) as InterfaceLanguage[];
export const FALLBACK_LANGUAGE: InterfaceLanguage = InterfaceLanguage.Zh;

/**
 * Stored keys and markers of spec sections 1 and 3; AreaLanguage is the minority area's own interface
 * language (Uyghur, Tibetan), beside the site's (docs/decisions/065-area-languages.md).
 */
export const StoredKey = { Language: 'language', UserArea: 'userArea', AreaLanguage: 'areaLanguage' } as const;
export const UserArea = { Domestic: 'domestic' } as const;
export const FROM_OVERSEA_MARKER = 'from=oversea';
