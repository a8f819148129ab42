/**
 * The data, software and fonts the platform is built on, with the attribution their licences ask
 * for: shown on the about page. Names, authors, copyright lines and citations stay as their owners
 * wrote them; what each is used for (and any notice a licence requires) is in the interface language
 * under about.sources.<id>. Pure data.
 */

export type SourceGroup = 'data' | 'software' | 'fonts' | 'own';

export const SOURCE_GROUPS: readonly SourceGroup[] = ['data', 'software', 'fonts', 'own'];

export type SourceId =
  | 'ccCedict'
  | 'chineseLexicon'
  | 'subtlex'
  | 'bcc'
  | 'junDa'
  | 'unihan'
  | 'hsk'
  | 'makeMeAHanzi'
  | 'hanziWriterData'
  | 'yuetan'
  | 'hanziWriter'
  | 'cnchar'
  | 'opencc'
  | 'pinyinPro'
  | 'jieba'
  | 'espeak'
  | 'geolite'
  | 'lxgwWenkai'
  | 'notoSansSc'
  | 'pscContent';

export interface DataSource {
  id: SourceId;
  group: SourceGroup;
  /** The source's own name; null when it is descriptive and translated (about.sources.<id>.name). */
  name: string | null;
  author: string | null;
  /** Project home page; null for our own content. */
  url: string | null;
  /** The licence's name and its text; null when the source states none (cited instead) or it is ours. */
  licence: { name: string; url: string } | null;
  /** Our copy of the licence, when the licence asks for it to travel with the data. */
  licenceCopy?: string;
  /** A copyright line or notice to reproduce as the licensor wrote it. */
  copyright?: string;
  /** How the source asks to be cited. */
  citation?: string;
  /** Whether about.sources.<id>.notice holds a notice the licence requires, in the user's language. */
  notice?: boolean;
}

/** Served by our server beside the stroke data (apps/server/src/platform/web/stroke-data.ts). */
export const ARPHIC_LICENCE_COPY = '/dist/strokes/ARPHICPL.TXT';

const CC_BY_SA_4 = { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' };
const MIT = (url: string) => ({ name: 'MIT', url });
const ARPHIC = { name: 'Arphic Public License', url: 'https://www.freedesktop.org/wiki/Arphic_Public_License/' };
const OFL = { name: 'SIL Open Font License 1.1', url: 'https://openfontlicense.org/open-font-license-official-text/' };

export const DATA_SOURCES: readonly DataSource[] = [
  {
    id: 'ccCedict',
    group: 'data',
    name: 'CC-CEDICT',
    author: 'MDBG',
    url: 'https://www.mdbg.net/chinese/dictionary?page=cc-cedict',
    licence: CC_BY_SA_4,
    copyright: 'CC-CEDICT © MDBG, licensed under CC BY-SA 4.0',
    notice: true,
  },
  {
    id: 'chineseLexicon',
    group: 'data',
    name: 'chinese-lexicon',
    author: 'Peter Olson (Dong Chinese)',
    url: 'https://github.com/peterolson/chinese-lexicon',
    licence: { name: 'ISC', url: 'https://opensource.org/license/isc-license-txt' },
  },
  {
    id: 'subtlex',
    group: 'data',
    name: 'SUBTLEX-CH',
    author: 'Qing Cai, Marc Brysbaert',
    url: 'https://www.ugent.be/pp/experimentele-psychologie/en/research/documents/subtlexch',
    licence: null,
    citation:
      'Cai, Q., & Brysbaert, M. (2010). SUBTLEX-CH: Chinese word and character frequencies based on film subtitles. PLoS ONE, 5(6), e10729.',
  },
  {
    id: 'bcc',
    group: 'data',
    name: 'BCC Corpus (BLCU Chinese Corpus)',
    author: 'Beijing Language and Culture University 北京语言大学',
    url: 'https://bcc.blcu.edu.cn/',
    licence: null,
    citation: '荀恩东, 饶高琦, 肖晓悦, 臧娇娇 (2016). 大数据背景下BCC语料库的研制. 语料库语言学, 3(1), 93-109.',
  },
  {
    id: 'junDa',
    group: 'data',
    name: 'Modern Chinese Character Frequency List',
    author: 'Jun Da',
    url: 'https://lingua.mtsu.edu/chinese-computing/',
    licence: null,
    citation: 'Da, Jun (2004). Chinese text computing. https://lingua.mtsu.edu/chinese-computing/',
  },
  {
    id: 'unihan',
    group: 'data',
    name: 'Unihan Database',
    author: 'Unicode, Inc.',
    url: 'https://www.unicode.org/charts/unihan.html',
    licence: { name: 'Unicode License v3', url: 'https://www.unicode.org/license.txt' },
    copyright: 'Copyright © Unicode, Inc.',
  },
  {
    id: 'hsk',
    group: 'data',
    name: null,
    author: 'Hanban / Center for Language Education and Cooperation 国家汉办／教育部中外语言交流合作中心',
    url: 'https://www.chinesetest.cn/',
    licence: null,
  },
  {
    id: 'makeMeAHanzi',
    group: 'data',
    name: 'Make Me a Hanzi',
    author: 'Shaunak Kishore',
    url: 'https://github.com/skishore/makemeahanzi',
    licence: ARPHIC,
    licenceCopy: ARPHIC_LICENCE_COPY,
    copyright:
      'Copyright 1999 Arphic Technology Co., Ltd., copyright 2016 Shaunak Kishore; licensed under the Arphic Public License',
    notice: true,
  },
  {
    id: 'hanziWriterData',
    group: 'data',
    name: 'hanzi-writer-data',
    author: 'David Chanin',
    url: 'https://github.com/chanind/hanzi-writer-data',
    licence: ARPHIC,
    licenceCopy: ARPHIC_LICENCE_COPY,
  },
  {
    // Served by our server as model readings (apps/server/src/modules/portal/human-reading-routes.ts).
    // The source names the licence without a version; the link is the 3.0 text, to confirm.
    id: 'yuetan',
    group: 'data',
    name: 'Shtooka cmn-caen-tan (HSK vocabulary recordings)',
    author: 'Yue Tan',
    url: 'https://shtooka.net/',
    // The collection states CC BY-SA without a version; its own site is where the terms are kept.
    licence: { name: 'CC BY-SA', url: 'https://shtooka.net/' },
    copyright: 'HSK vocabulary recordings by Yue Tan, Shtooka project (cmn-caen-tan), CC BY-SA',
    notice: true,
  },
  {
    id: 'hanziWriter',
    group: 'software',
    name: 'Hanzi Writer',
    author: 'David Chanin',
    url: 'https://github.com/chanind/hanzi-writer',
    licence: MIT('https://github.com/chanind/hanzi-writer/blob/master/LICENSE'),
    copyright: 'Copyright (c) 2014 David Chanin',
  },
  {
    id: 'cnchar',
    group: 'software',
    name: 'cnchar, cnchar-radical',
    author: 'theajack',
    url: 'https://github.com/theajack/cnchar',
    licence: MIT('https://github.com/theajack/cnchar/blob/master/LICENSE'),
    copyright: 'Copyright (c) 2017 - present theajack',
  },
  {
    id: 'opencc',
    group: 'software',
    name: 'OpenCC, opencc-js',
    author: 'Carbo Kuo (BYVoid) and contributors; The nk2028 Project',
    url: 'https://github.com/nk2028/opencc-js',
    licence: { name: 'Apache-2.0 AND MIT', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    copyright: 'Copyright (c) 2020-2021 The nk2028 Project',
  },
  {
    id: 'pinyinPro',
    group: 'software',
    name: 'pinyin-pro',
    author: 'zh-lx',
    url: 'https://github.com/zh-lx/pinyin-pro',
    licence: MIT('https://github.com/zh-lx/pinyin-pro/blob/main/LICENSE'),
    copyright: 'Copyright (c) 2022-present zh-lx',
  },
  {
    id: 'jieba',
    group: 'software',
    name: '@node-rs/jieba',
    author: 'LongYinan',
    url: 'https://github.com/napi-rs/node-rs',
    licence: MIT('https://github.com/napi-rs/node-rs/blob/main/LICENSE'),
    copyright: 'Copyright (c) 2020-present LongYinan',
  },
  {
    id: 'espeak',
    group: 'software',
    name: 'eSpeak NG',
    author: 'eSpeak NG contributors',
    url: 'https://github.com/espeak-ng/espeak-ng',
    licence: { name: 'GPL-3.0-or-later', url: 'https://www.gnu.org/licenses/gpl-3.0.html' },
  },
  {
    id: 'geolite',
    group: 'data',
    name: 'GeoLite2 Country (geoip-country)',
    author: 'MaxMind',
    url: 'https://www.maxmind.com',
    licence: CC_BY_SA_4,
    copyright: 'This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com',
  },
  {
    id: 'lxgwWenkai',
    group: 'fonts',
    name: 'LXGW WenKai 霞鹜文楷',
    author: 'LXGW',
    url: 'https://github.com/lxgw/LxgwWenKai',
    licence: OFL,
  },
  {
    id: 'notoSansSc',
    group: 'fonts',
    name: 'Noto Sans SC',
    author: 'Google',
    url: 'https://fonts.google.com/noto/specimen/Noto+Sans+SC',
    licence: OFL,
  },
  {
    id: 'pscContent',
    group: 'own',
    name: null,
    author: null,
    url: null,
    licence: null,
  },
];

/** The sources of one group, in the list's order. */
export function sourcesOf(group: SourceGroup): DataSource[] {
  return DATA_SOURCES.filter((source) => source.group === group);
}
