import { Limits, FALLBACK_LANGUAGE, type InterfaceLanguage } from '@hanyu/contracts/constants/limits';

/** The user info nested in session state (spec section 3). */
export interface UserInfo {
  id: string;
  userId: string;
  mobile: string;
  email: string;
  userName: string;
  userPhoto: string;
  nickName: string;
  education: string;
  language: string;
  country: string;
  tel?: string;
}

/** Session state of spec section 3. */
export interface SessionState {
  language: InterfaceLanguage;
  grade: string;
  press: string;
  volume: string;
  distinctGrade: string;
  loading: { show: boolean; content: string };
  userInfo: { token: string; userInfo: UserInfo | null };
  isAnswer: boolean;
  transfer: { former: string; present: string };
  isNeedLogin: boolean;
  isNoInternet: boolean;
  modiWaitTime: number;
  langModel: string;
  activeIndex: number;
  isClickPopLogin: boolean;
  captchaId: string;
}

export function initialSessionState(language: InterfaceLanguage = FALLBACK_LANGUAGE): SessionState {
  return {
    language,
    grade: '',
    press: '',
    volume: '',
    distinctGrade: '',
    loading: { show: false, content: '' },
    userInfo: { token: '', userInfo: null },
    isAnswer: false,
    transfer: { former: '', present: '' },
    isNeedLogin: false,
    isNoInternet: false,
    modiWaitTime: Limits.modiWaitTimeMs,
    langModel: 'zh_cn',
    activeIndex: 0,
    isClickPopLogin: false,
    captchaId: '',
  };
}

/** The state after a login, a registration or a resumed sign-in: the token and user info, no prompt. */
export function signedInState(result: {
  token: string;
  userInfo: Omit<UserInfo, 'tel'>;
}): Pick<SessionState, 'userInfo' | 'isNeedLogin' | 'isClickPopLogin'> {
  return {
    userInfo: { token: result.token, userInfo: { ...result.userInfo } },
    isNeedLogin: false,
    isClickPopLogin: false,
  };
}

/** The state after a logout (here or in another tab): no token, no user info, no prompt. */
export function signedOutState(): Pick<SessionState, 'userInfo' | 'isNeedLogin' | 'isClickPopLogin'> {
  return { userInfo: { token: '', userInfo: null }, isNeedLogin: false, isClickPopLogin: false };
}
