import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { NamedItem } from '@hanyu/contracts/usercenter/account';

const require = createRequire(import.meta.url);
type Names = NamedItem['names'];
const LANGUAGES = ['zh', 'en', 'ja', 'ko', 'ru'] as const;

for (const language of LANGUAGES) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as countries.LocaleData);
}

/**
 * Hong Kong, Macao and Taiwan are regions of China and are named so (the list is of countries and
 * regions, as the platform's audience of section 1 expects).
 */
const REGIONS_OF_CHINA: Record<string, Names> = {
  HK: { zh: '中国香港', en: 'Hong Kong, China', ja: '中国香港', ko: '중국 홍콩', ru: 'Гонконг (Китай)' },
  MO: { zh: '中国澳门', en: 'Macao, China', ja: '中国マカオ', ko: '중국 마카오', ru: 'Аомынь (Китай)' },
  TW: { zh: '中国台湾', en: 'Taiwan, China', ja: '中国台湾', ko: '중국 타이완', ru: 'Тайвань (Китай)' },
};

const collator = new Intl.Collator('zh-Hans-u-co-pinyin');

/** Countries and regions (ISO 3166-1, names from i18n-iso-countries), China first, then by pinyin. */
export const COUNTRY_LIST: NamedItem[] = Object.keys(countries.getAlpha2Codes())
  .map((code) => ({
    code,
    names:
      REGIONS_OF_CHINA[code] ??
      (Object.fromEntries(
        LANGUAGES.map((language) => [language, countries.getName(code, language, { select: 'official' }) ?? code]),
      ) as Names),
  }))
  .sort((a, b) => (a.code === 'CN' ? -1 : b.code === 'CN' ? 1 : collator.compare(a.names.zh, b.names.zh)));

/**
 * Native languages learners of this platform have: Chinese and its main dialect groups, the languages
 * of China's ethnic minorities that MHK learners speak, and the languages of overseas learners.
 * Names come from the Unicode CLDR data built into the runtime.
 */
const LANGUAGE_CODES = [
  'zh',
  'yue',
  'nan',
  'ug',
  'bo',
  'mn',
  'ii',
  'za',
  'kk',
  'ky',
  'ko',
  'en',
  'ja',
  'ru',
  'fr',
  'de',
  'es',
  'pt',
  'it',
  'ar',
  'fa',
  'tr',
  'hi',
  'ur',
  'bn',
  'th',
  'vi',
  'lo',
  'my',
  'km',
  'id',
  'ms',
  'fil',
  'uz',
  'tg',
  'sw',
];

const TAGS: Record<(typeof LANGUAGES)[number], string> = { zh: 'zh-Hans', en: 'en', ja: 'ja', ko: 'ko', ru: 'ru' };
const capitalise = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

export const LANGUAGE_LIST: NamedItem[] = LANGUAGE_CODES.map((code) => ({
  code,
  names: Object.fromEntries(
    LANGUAGES.map((language) => {
      const name = new Intl.DisplayNames([TAGS[language]], { type: 'language' }).of(code) ?? code;
      return [language, capitalise(name, language)];
    }),
  ) as Names,
}));

/** Occupations for the profile (ours). */
export const WORK_LIST: NamedItem[] = [
  {
    code: 'pupil',
    names: { zh: '小学生', en: 'Primary school pupil', ja: '小学生', ko: '초등학생', ru: 'Школьник (начальная школа)' },
  },
  {
    code: 'secondary',
    names: {
      zh: '中学生',
      en: 'Secondary school student',
      ja: '中高生',
      ko: '중고등학생',
      ru: 'Школьник (средняя школа)',
    },
  },
  { code: 'college', names: { zh: '大学生', en: 'University student', ja: '大学生', ko: '대학생', ru: 'Студент' } },
  { code: 'teacher', names: { zh: '教师', en: 'Teacher', ja: '教員', ko: '교사', ru: 'Учитель' } },
  { code: 'civil', names: { zh: '公务员', en: 'Civil servant', ja: '公務員', ko: '공무원', ru: 'Госслужащий' } },
  {
    code: 'company',
    names: { zh: '企业职员', en: 'Company employee', ja: '会社員', ko: '회사원', ru: 'Сотрудник компании' },
  },
  {
    code: 'medical',
    names: { zh: '医护人员', en: 'Healthcare worker', ja: '医療従事者', ko: '의료인', ru: 'Медицинский работник' },
  },
  {
    code: 'broadcast',
    names: {
      zh: '播音主持',
      en: 'Broadcaster or host',
      ja: 'アナウンサー・司会者',
      ko: '아나운서·진행자',
      ru: 'Диктор или ведущий',
    },
  },
  {
    code: 'service',
    names: {
      zh: '服务业从业者',
      en: 'Service industry worker',
      ja: 'サービス業',
      ko: '서비스업 종사자',
      ru: 'Работник сферы услуг',
    },
  },
  {
    code: 'farmer',
    names: {
      zh: '农牧民',
      en: 'Farmer or herder',
      ja: '農業・牧畜業',
      ko: '농업·목축업 종사자',
      ru: 'Фермер или скотовод',
    },
  },
  {
    code: 'worker',
    names: {
      zh: '工人',
      en: 'Factory or construction worker',
      ja: '工場・建設作業員',
      ko: '생산·건설 노동자',
      ru: 'Рабочий',
    },
  },
  {
    code: 'self',
    names: {
      zh: '个体经营者',
      en: 'Self-employed',
      ja: '自営業',
      ko: '자영업자',
      ru: 'Индивидуальный предприниматель',
    },
  },
  { code: 'military', names: { zh: '军人', en: 'Military personnel', ja: '軍人', ko: '군인', ru: 'Военнослужащий' } },
  { code: 'retired', names: { zh: '离退休人员', en: 'Retired', ja: '退職者', ko: '은퇴자', ru: 'Пенсионер' } },
  { code: 'other', names: { zh: '其他', en: 'Other', ja: 'その他', ko: '기타', ru: 'Другое' } },
];
