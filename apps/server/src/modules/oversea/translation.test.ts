import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NtransTranslationAnswer, TranslationSegment, WordInfo } from '@hanyu/contracts/oversea/translation';
import { testDialects } from '../../test/databases.ts';
import { buildUsers, type TestUser } from '../../test/psc-signup.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const TRANSLATE = '/oversea/ntransTranslation';
const WORD_INFO = '/oversea/record/getOverseaWordInfo';
const GET_VOICE = '/oversea/bridgeService/getVoiceSettings';
const SAVE_VOICE = '/oversea/bridgeService/saveVoiceSettings';

const SENTENCE = '我们一起去银行取钱，然后步行回家。';
const SENTENCE_EN = 'We go to the bank together to take out money, then walk home.';
const ENGLISH = 'I like learning Chinese.';
const ENGLISH_ZH = '我喜欢学习汉语。';
const API_KEY = 'test-mt-key';

type Mode = 'ok' | 'error' | 'slow' | 'zhHansOnly';

interface FakeEngine {
  url: string;
  mode: Mode;
  requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A LibreTranslate-compatible server on a real port: POST /translate with JSON { q, source, target,
 * format, api_key }, answering { translatedText }, or failing as the test asks.
 */
async function startFakeEngine(): Promise<FakeEngine> {
  const engine: FakeEngine = { url: '', mode: 'ok', requests: [], close: async () => undefined };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const reply = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (request.method !== 'POST' || request.url !== '/translate') return reply(404, { error: 'Not Found' });
      const payload = JSON.parse(body) as { q: string; source: string; target: string; api_key?: string };
      engine.requests.push(payload);
      if (payload.api_key !== API_KEY) return reply(403, { error: 'Invalid API key' });
      if (engine.mode === 'error') return reply(500, { error: 'engine exploded' });
      if (engine.mode === 'slow') {
        setTimeout(() => reply(200, { translatedText: 'too late' }), 3000).unref();
        return undefined;
      }
      const chinese = engine.mode === 'zhHansOnly' ? 'zh-Hans' : 'zh';
      for (const code of [payload.source, payload.target]) {
        if (code.startsWith('zh') && code !== chinese) return reply(400, { error: `${code} is not supported` });
      }
      const known: Record<string, string> = { [SENTENCE]: SENTENCE_EN, [ENGLISH]: ENGLISH_ZH };
      return reply(200, { translatedText: known[payload.q] ?? `[${payload.target}] ${payload.q}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  engine.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  engine.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return engine;
}

type Envelope<T> = { result: boolean; code: string; message: string; returnValue: T };

async function call<T>(t: TestApp, path: string, payload: Record<string, unknown>): Promise<Envelope<T>> {
  const answer = await callApi(t, path, payload);
  expect(answer.statusCode, answer.body).toBeLessThan(500);
  return answer.json() as Envelope<T>;
}

async function translate(t: TestApp, payload: Record<string, unknown>): Promise<NtransTranslationAnswer> {
  const answer = await call<NtransTranslationAnswer>(t, TRANSLATE, payload);
  expect(answer.result, JSON.stringify(answer)).toBe(true);
  return answer.returnValue;
}

const word = (segments: TranslationSegment[], text: string) => {
  const found = segments.find((segment) => segment.text === text);
  expect(found, `segment ${text} in ${segments.map((s) => s.text).join('/')}`).toBeDefined();
  return found as TranslationSegment;
};

describe.each(testDialects)('the translation tool on %s, without an engine', (dialect) => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    users = await buildUsers(t, 2);
  });
  afterAll(() => t.close());

  it('answers a Chinese sentence with the labelled study view: words, pinyin in context, glosses', async () => {
    const answer = await translate(t, { text: `  ${SENTENCE} `, from: 'cn', to: 'en' });
    expect(answer).toMatchObject({
      from: 'cn',
      to: 'en',
      text: SENTENCE,
      chineseSide: 'source',
      sentence: null,
      studyView: true,
      notice: 'engineNotConfigured',
    });
    const { segments } = answer;
    expect(segments.map((segment) => segment.text).join('')).toBe(SENTENCE);
    expect(segments.map((segment) => segment.text)).toEqual([
      '我们',
      '一起',
      '去',
      '银行',
      '取',
      '钱',
      '，',
      '然后',
      '步行',
      '回家',
      '。',
    ]);
    // 行 háng in 银行, xíng in 步行; citation tones (一起 yīqǐ, not the spoken yìqǐ).
    expect(word(segments, '银行')).toMatchObject({ isWord: true, pinyin: 'yín háng', pinyinNumbered: 'yin2 hang2' });
    expect(word(segments, '步行')).toMatchObject({ pinyin: 'bù xíng', pinyinNumbered: 'bu4 xing2' });
    expect(word(segments, '一起')).toMatchObject({ pinyin: 'yī qǐ' });
    expect(word(segments, '我们')).toMatchObject({ pinyin: 'wǒ men', pinyinNumbered: 'wo3 men5' });
    expect(word(segments, '银行').gloss).toMatch(/bank/i);
    expect(word(segments, '步行').gloss).toMatch(/walk|on foot/i);
    expect(word(segments, '回家').gloss).toMatch(/home/i);
    const bank = word(segments, '银行');
    expect(bank.entries.length).toBeGreaterThan(0);
    expect(bank.entries.length).toBeLessThanOrEqual(3);
    expect(bank.entries[0]).toMatchObject({ simplified: '银行', pinyinNumbered: 'yin2 hang2' });
    expect(word(segments, '，')).toEqual({
      text: '，',
      isWord: false,
      pinyin: '',
      pinyinNumbered: '',
      gloss: null,
      entries: [],
    });
  });

  it('reads polyphones by their context and keeps Latin, digits and spaces as pieces of their own', async () => {
    const text = '他还没还我2本书。He said: OK';
    const { segments } = await translate(t, { text, from: 'cn', to: 'ja' });
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    const readings = segments.filter((s) => s.isWord).map((s) => `${s.text}:${s.pinyinNumbered}`);
    expect(readings).toContain('还:hai2');
    expect(readings).toContain('还:huan2');
    expect(segments.filter((s) => !s.isWord).map((s) => s.text)).toEqual(['2', '。He said: OK']);
  });

  it('cuts a word the dictionary lacks into dictionary words', async () => {
    const { segments } = await translate(t, { text: '王小明在北京大学学习汉语', from: 'cn', to: 'en' });
    expect(segments.map((segment) => segment.text).join('')).toBe('王小明在北京大学学习汉语');
    for (const segment of segments) expect(segment.pinyinNumbered, segment.text).not.toBe('');
    expect(word(segments, '汉语').gloss).toMatch(/Chinese/);
  });

  it('keeps to Chinese: cn → X needs Chinese characters, X → Y and X → X are refused', async () => {
    for (const payload of [
      { text: 'hello world', from: 'cn', to: 'en' },
      { text: 'hello world', from: 'en', to: 'ja' },
      { text: '你好', from: 'en', to: 'ko' },
      { text: '你好', from: 'cn', to: 'cn' },
    ]) {
      const answer = await call(t, TRANSLATE, payload);
      expect(answer, JSON.stringify(payload)).toMatchObject({
        result: false,
        code: 'OnlyChineseLearnable',
        message: '只有中文内容可以学习',
      });
    }
  });

  it('refuses X → cn without an engine, saying machine translation is not available', async () => {
    const answer = await call(t, TRANSLATE, { text: ENGLISH, from: 'en', to: 'cn' });
    expect(answer).toMatchObject({ result: false, code: 'MachineTranslationUnavailable' });
    expect(answer.message).toContain('机器翻译');
  });

  it('takes 1 to 500 characters after trimming, counted as the learner counts them', async () => {
    expect(await call(t, TRANSLATE, { text: '   ', from: 'cn', to: 'en' })).toMatchObject({
      code: 'TranslationTextRequired',
    });
    expect(await call(t, TRANSLATE, { text: '好'.repeat(501), from: 'cn', to: 'en' })).toMatchObject({
      code: 'TranslationTextTooLong',
    });
    const longest = await translate(t, { text: '好'.repeat(499) + '𠀀', from: 'cn', to: 'en' });
    expect(longest.segments.map((segment) => segment.text).join('')).toHaveLength(501);
    expect(await call(t, TRANSLATE, { text: '你好', from: 'cn', to: 'de' })).toMatchObject({
      code: 'InvalidPayload',
    });
  });

  it('is open to visitors and to logged-in learners alike', async () => {
    const [user] = users as [TestUser];
    const answer = await translate(t, { text: '你好', from: 'cn', to: 'en', token: user.token });
    expect(word(answer.segments, '你好')).toMatchObject({ pinyin: 'nǐ hǎo' });
  });

  it('gives the dictionary card of one word: all entries, reading in context, its characters', async () => {
    const answer = await call<WordInfo>(t, WORD_INFO, { word: '银行' });
    expect(answer.result, JSON.stringify(answer)).toBe(true);
    const info = answer.returnValue;
    expect(info).toMatchObject({ word: '银行', pinyin: 'yín háng', pinyinNumbered: 'yin2 hang2' });
    expect(info.entries[0]?.definitions.join(' ')).toMatch(/bank/i);
    expect(info.characters.map((c) => `${c.character}:${c.pinyin}`)).toEqual(['银:yín', '行:háng']);
    expect(info.characters[0]?.gloss).toMatch(/silver/i);

    // 行 alone is read xíng; its entries put that reading first.
    const single = (await call<WordInfo>(t, WORD_INFO, { word: '行' })).returnValue;
    expect(single).toMatchObject({ pinyinNumbered: 'xing2', characters: [] });
    expect(single.entries.length).toBeGreaterThan(1);
    expect(single.entries[0]?.pinyinNumbered).toBe('xing2');
    expect(single.entries.map((entry) => entry.pinyinNumbered)).toContain('hang2');

    expect(await call(t, WORD_INFO, { word: 'bank' })).toMatchObject({ code: 'OnlyChineseLearnable' });
    const unknown = (await call<WordInfo>(t, WORD_INFO, { word: '王小明' })).returnValue;
    expect(unknown.entries).toEqual([]);
    expect(unknown.characters).toHaveLength(3);
  });

  it('remembers voice settings per user, for logged-in users only', async () => {
    const [first, second] = users as [TestUser, TestUser];
    for (const [path, payload] of [
      [GET_VOICE, {}],
      [SAVE_VOICE, { sex: 1, speed: 3 }],
    ] as const) {
      const answer = await call(t, path, payload);
      expect(answer, path).toMatchObject({ result: false, code: 'LoginRequired', returnValue: 'TOKEN_301' });
    }
    expect((await call(t, GET_VOICE, { token: first.token })).returnValue).toEqual({ sex: 2, speed: 2, saved: false });
    const saved = await call(t, SAVE_VOICE, { token: first.token, sex: 1, speed: 3 });
    expect(saved).toMatchObject({ result: true, returnValue: { sex: 1, speed: 3, saved: true } });
    expect((await call(t, GET_VOICE, { token: first.token })).returnValue).toEqual({ sex: 1, speed: 3, saved: true });
    await call(t, SAVE_VOICE, { token: first.token, sex: 2, speed: 1 });
    expect((await call(t, GET_VOICE, { token: first.token })).returnValue).toEqual({ sex: 2, speed: 1, saved: true });
    expect((await call(t, GET_VOICE, { token: second.token })).returnValue).toEqual({
      sex: 2,
      speed: 2,
      saved: false,
    });
    for (const bad of [
      { sex: 3, speed: 2 },
      { sex: 1, speed: 0 },
      { sex: '1', speed: 2 },
    ]) {
      expect(await call(t, SAVE_VOICE, { token: first.token, ...bad }), JSON.stringify(bad)).toMatchObject({
        code: 'InvalidPayload',
      });
    }
  });
});

describe.each(testDialects)('the translation tool on %s, with a LibreTranslate-compatible engine', (dialect) => {
  let t: TestApp;
  let engine: FakeEngine;
  beforeAll(async () => {
    engine = await startFakeEngine();
    t = await buildTestApp({
      dialect,
      env: { MT_URL: `${engine.url}/`, MT_API_KEY: API_KEY, MT_TIMEOUT_MS: '400' },
    });
  });
  afterAll(async () => {
    await t.close();
    await engine.close();
  });

  it('translates the sentence with the engine and keeps the study view of the Chinese', async () => {
    engine.mode = 'ok';
    engine.requests.length = 0;
    const answer = await translate(t, { text: SENTENCE, from: 'cn', to: 'en' });
    expect(answer).toMatchObject({
      sentence: { text: SENTENCE_EN, engine: 'LibreTranslate' },
      studyView: false,
      notice: null,
      chineseSide: 'source',
    });
    expect(word(answer.segments, '银行')).toMatchObject({ pinyin: 'yín háng' });
    expect(engine.requests).toEqual([{ q: SENTENCE, source: 'zh', target: 'en', format: 'text', api_key: API_KEY }]);
  });

  it('translates X → cn and studies the Chinese translation', async () => {
    engine.mode = 'ok';
    const answer = await translate(t, { text: ENGLISH, from: 'en', to: 'cn' });
    expect(answer).toMatchObject({
      text: ENGLISH,
      chineseSide: 'translation',
      sentence: { text: ENGLISH_ZH, engine: 'LibreTranslate' },
      studyView: false,
    });
    expect(answer.segments.map((segment) => segment.text).join('')).toBe(ENGLISH_ZH);
    expect(word(answer.segments, '汉语')).toMatchObject({ pinyin: 'hàn yǔ' });
    expect(engine.requests.at(-1)).toMatchObject({ source: 'en', target: 'zh' });
  });

  it('asks again as zh-Hans when the engine does not know zh, and keeps asking so', async () => {
    engine.mode = 'zhHansOnly';
    engine.requests.length = 0;
    const answer = await translate(t, { text: '谢谢你', from: 'cn', to: 'ko' });
    expect(answer.sentence).toEqual({ text: '[ko] 谢谢你', engine: 'LibreTranslate' });
    expect(engine.requests.map((request) => request.source)).toEqual(['zh', 'zh-Hans']);
    await translate(t, { text: '你好', from: 'cn', to: 'ru' });
    expect(engine.requests.map((request) => request.source)).toEqual(['zh', 'zh-Hans', 'zh-Hans']);
  });

  it('shows the study view with a note when the engine fails, never a server error', async () => {
    engine.mode = 'error';
    const failed = await translate(t, { text: SENTENCE, from: 'cn', to: 'th' });
    expect(failed).toMatchObject({ sentence: null, studyView: true, notice: 'engineFailed' });
    expect(word(failed.segments, '步行')).toMatchObject({ pinyin: 'bù xíng' });

    const nothingToStudy = await translate(t, { text: ENGLISH, from: 'en', to: 'cn' });
    expect(nothingToStudy).toMatchObject({ sentence: null, studyView: true, notice: 'engineFailed', segments: [] });
  });

  it('gives up on an engine that does not answer within MT_TIMEOUT_MS', async () => {
    engine.mode = 'slow';
    const started = Date.now();
    const answer = await translate(t, { text: SENTENCE, from: 'cn', to: 'en' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(answer).toMatchObject({ sentence: null, studyView: true, notice: 'engineFailed' });
    expect(answer.segments.length).toBeGreaterThan(5);
  });

  it('still keeps to Chinese with an engine: X → Y is refused before the engine is asked', async () => {
    engine.mode = 'ok';
    engine.requests.length = 0;
    expect(await call(t, TRANSLATE, { text: 'hello', from: 'en', to: 'ja' })).toMatchObject({
      code: 'OnlyChineseLearnable',
    });
    expect(engine.requests).toEqual([]);
  });
});

describe('the translation tool with an engine that cannot be reached', () => {
  it('answers the study view with a note', async () => {
    // A port nothing listens on: the connection is refused at once.
    const closed = await startFakeEngine();
    const url = closed.url;
    await closed.close();
    const t = await buildTestApp({ env: { MT_URL: url, MT_TIMEOUT_MS: '1000' } });
    try {
      const answer = await translate(t, { text: '你好', from: 'cn', to: 'en' });
      expect(answer).toMatchObject({ sentence: null, studyView: true, notice: 'engineFailed' });
    } finally {
      await t.close();
    }
  });
});
