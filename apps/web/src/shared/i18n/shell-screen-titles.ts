import type zh from '../../locales/zh.json';

/**
 * The screen titles the shell shows with the zh sections bundled with the app (zh-core.ts): its own
 * screens (the home pages, noInternet) and the tools the home page lists. The other titles come with
 * the rest of zh, before any other screen shows (route-screen.tsx). Copied from the zh source, not
 * imported, so the bundle carries these few and not the whole section; shell-screen-titles.test.ts
 * keeps the copy equal to the source.
 */
export const screens = {
  webHome: '首页',
  clientHome: '客户端首页',
  noInternet: '网络已断开',
  translation: '翻译学习',
  wordcardTool: '汉字字卡',
  convertTool: '简繁转换',
  copyBookTool: '字帖生成',
  learnTool: '学习工具',
} satisfies Partial<(typeof zh)['screens']>;
