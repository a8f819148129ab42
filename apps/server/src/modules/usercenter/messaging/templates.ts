import { AccountLimits, type CodePurpose } from '@hanyu/contracts/constants/account';

type Language = 'zh' | 'en' | 'ja' | 'ko' | 'ru';

const PURPOSES: Record<Language, Record<CodePurpose, string>> = {
  zh: {
    register: '注册账号',
    login: '验证码登录',
    resetPassword: '找回密码',
    bindMobile: '绑定手机号或邮箱',
    unbind: '解除绑定',
    guardian: '监护人同意未成年人注册',
  },
  en: {
    register: 'create your account',
    login: 'sign in',
    resetPassword: 'reset your password',
    bindMobile: 'link a phone number or e-mail',
    unbind: 'unlink a phone number or e-mail',
    guardian: 'confirm, as parent or guardian, that a minor may register',
  },
  ja: {
    register: 'アカウント登録',
    login: '認証コードでのログイン',
    resetPassword: 'パスワードの再設定',
    bindMobile: '電話番号・メールアドレスの連携',
    unbind: '連携の解除',
    guardian: '保護者による未成年者の登録の同意',
  },
  ko: {
    register: '회원가입',
    login: '인증번호 로그인',
    resetPassword: '비밀번호 재설정',
    bindMobile: '휴대폰 번호·이메일 연결',
    unbind: '연결 해제',
    guardian: '보호자의 미성년자 가입 동의',
  },
  ru: {
    register: 'регистрации',
    login: 'входа по коду',
    resetPassword: 'восстановления пароля',
    bindMobile: 'привязки телефона или почты',
    unbind: 'отвязки телефона или почты',
    guardian: 'согласия законного представителя на регистрацию несовершеннолетнего',
  },
};

const minutes = AccountLimits.codeTtlMs / 60_000;

const WRITE: Record<Language, (code: string, purpose: string) => { subject: string; text: string }> = {
  zh: (code, purpose) => ({
    subject: `【国家通用语言学习平台】${purpose}验证码`,
    text: `您的验证码是 ${code}，用于${purpose}，${minutes}分钟内有效。请勿把验证码告诉他人；如非本人操作，请忽略本消息。`,
  }),
  en: (code, purpose) => ({
    subject: `Your verification code to ${purpose}`,
    text: `Your code to ${purpose} is ${code}. It is valid for ${minutes} minutes. Never share it with anyone; if you did not ask for it, ignore this message.`,
  }),
  ja: (code, purpose) => ({
    subject: `【言語学習プラットフォーム】${purpose}の認証コード`,
    text: `${purpose}の認証コードは ${code} です。有効期限は${minutes}分です。他の人には教えないでください。心当たりがない場合は、このメッセージを無視してください。`,
  }),
  ko: (code, purpose) => ({
    subject: `[언어 학습 플랫폼] ${purpose} 인증번호`,
    text: `${purpose} 인증번호는 ${code}입니다. ${minutes}분 동안 유효합니다. 다른 사람에게 알려 주지 마세요. 요청하지 않으셨다면 이 메시지를 무시하세요.`,
  }),
  ru: (code, purpose) => ({
    subject: `Код подтверждения для ${purpose}`,
    text: `Ваш код для ${purpose}: ${code}. Он действует ${minutes} минут. Никому его не сообщайте; если вы не запрашивали код, просто проигнорируйте это сообщение.`,
  }),
};

function languageOf(value: string | undefined): Language {
  return value && value in WRITE ? (value as Language) : 'zh';
}

/** The message that carries a code, in the learner's interface language (Chinese by default). */
export function codeMessage(code: string, purpose: CodePurpose, language?: string): { subject: string; text: string } {
  const lang = languageOf(language);
  return WRITE[lang](code, PURPOSES[lang][purpose]);
}
