import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopybookLimits } from '@hanyu/contracts/portal/copybook';
import type { FileStore } from '../../platform/files/file-store.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { COLOURS } from './copybook-pdf.ts';
import { readingOf, todayAt } from './copybook-service.ts';

const CREATE = '/portal/copybook/create';
const CHARACTERS = '/portal/copybook/characters';
/** 永 5 strokes, 字 6, 八 2, 法 8. */
const YONG_ZI_BA_FA = { text: '永字八法', strokes: 5 + 6 + 2 + 8 };
/** Han characters without stroke data: 凊 (in the Thousand Character Classic) and an Extension B one. */
const WITHOUT_STROKES = ['凊', '𠀀'];
/** 30 characters. */
const POEM = '床前明月光疑是地上霜举头望明月低头思故乡白日依山尽黄河入海流';
/** The first 200 characters of the Thousand Character Classic (千字文), all with stroke data. */
const QIANZIWEN =
  '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳云腾致雨露结为霜金生丽水玉出昆冈剑号巨阙珠称夜光' +
  '果珍李柰菜重芥姜海咸河淡鳞潜羽翔龙师火帝鸟官人皇始制文字乃服衣裳推位让国有虞陶唐吊民伐罪周发殷汤坐朝问道垂拱平章' +
  '爱育黎首臣伏戎羌遐迩一体率宾归王鸣凤在竹白驹食场化被草木赖及万方盖此身发四大五常恭惟鞠养岂敢毁伤女慕贞洁男效才良' +
  '知过必改得能莫忘罔谈彼短靡恃己长信使可覆器欲难量墨悲丝染诗赞羔羊景行维贤克念作圣德建名立形端表正空谷传声虚堂习听';

const rgb = (colour: readonly number[]) =>
  `${colour.map((value) => String(Math.round(value * 1000) / 1000)).join(' ')} rg`;

/** The decoded content streams of a page. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => inflateSync(stream.getContents()).toString('latin1'))
    .join('\n');
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(testDialects)('copybooks on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function create(payload: Record<string, unknown>) {
    const response = await callApi(t, CREATE, payload);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.result, response.body).toBe(true);
    return answer.returnValue as {
      url: string;
      fileName: string;
      pages: number;
      characters: number;
      size: number;
      cached: boolean;
      columns: number;
      cellMillimetres: number;
    };
  }

  async function download(url: string): Promise<PDFDocument> {
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    return PDFDocument.load(file.rawPayload, { updateMetadata: false });
  }

  it('tells what it knows of the characters typed: reading and strokes, or none', async () => {
    const response = await callApi(t, CHARACTERS, { characters: '永字，八法 abc 凊了' });
    expect(response.json().returnValue).toEqual({
      list: [
        { character: '永', pinyin: 'yǒng', strokes: 5 },
        { character: '字', pinyin: 'zì', strokes: 6 },
        { character: '八', pinyin: 'bā', strokes: 2 },
        { character: '法', pinyin: 'fǎ', strokes: 8 },
        { character: '凊', pinyin: 'qìng', strokes: null },
        { character: '了', pinyin: readingOf('了'), strokes: 2 },
      ],
    });
  });

  it('makes a PDF served by GET: the model in ink, the tracing copies in grey, each stroke in red once', async () => {
    const answer = await create({ characters: YONG_ZI_BA_FA.text, tracingCopies: 3 });
    expect(answer).toMatchObject({
      fileName: '字帖-永字八法.pdf',
      pages: 1,
      characters: 4,
      cached: false,
      contentType: 'application/pdf',
    });
    expect(answer.url).toMatch(/^\/portal\/copybook\/[0-9a-f]{64}\.pdf$/);
    const pdf = await download(answer.url);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('字帖：永字八法');
    const page = pdf.getPage(0);
    expect(page.getSize().width).toBeCloseTo(595.28, 1);
    expect(page.getSize().height).toBeCloseTo(841.89, 1);
    const content = pageContent(page);
    // Ink: four models and the four characters of the title; grey: three copies of four characters.
    expect(count(content, `${rgb(COLOURS.ink)} `)).toBe(4 + 4);
    expect(count(content, `${rgb(COLOURS.trace)} `)).toBe(4 * 3);
    expect(count(content, rgb(COLOURS.strokeNew))).toBe(YONG_ZI_BA_FA.strokes);
    // Pinyin above the models in ink (stroked letters).
    expect(count(content, `${rgb(COLOURS.ink).replace(/rg$/, 'RG')} `)).toBe(4);
    // No font anywhere: the file is vector paths.
    expect(Buffer.from(await pdf.save()).toString('latin1')).not.toMatch(/\/Font\b/);
  });

  it('answers the same file for the same request, and another for other options', async () => {
    const payload = { characters: '春眠不觉晓', grid: 'mi', paper: 'A5', rowsPerPage: 4, date: '2024-09-01' };
    const first = await create(payload);
    const again = await create(payload);
    expect(again).toEqual({ ...first, cached: true });
    const hui = await create({ ...payload, grid: 'hui' });
    const otherDay = await create({ ...payload, date: '2024-09-02' });
    expect(new Set([first.url, hui.url, otherDay.url]).size).toBe(3);
    const pdf = await download(first.url);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(419.53, 1);
  });

  it('puts rowsPerPage characters on each page', async () => {
    for (const [rowsPerPage, pages] of [
      [6, 5],
      [8, 4],
      [12, 3],
    ] as const) {
      const answer = await create({ characters: POEM, rowsPerPage, strokeOrder: false, pinyin: false });
      expect(answer.pages, `${rowsPerPage} rows`).toBe(pages);
      expect((await download(answer.url)).getPageCount()).toBe(pages);
    }
  });

  it('leaves out the stroke-order row and pinyin when asked, and draws no copies for zero', async () => {
    const answer = await create({ characters: '永', tracingCopies: 0, strokeOrder: false, pinyin: false });
    const content = pageContent((await download(answer.url)).getPage(0));
    expect(count(content, rgb(COLOURS.strokeNew))).toBe(0);
    expect(count(content, `${rgb(COLOURS.trace)} `)).toBe(0);
    expect(content).not.toContain(`${rgb(COLOURS.ink).replace(/rg$/, 'RG')} `);
  });

  it('refuses characters without stroke data, naming them', async () => {
    const response = await callApi(t, CREATE, { characters: `永${WITHOUT_STROKES.join('')}字` });
    expect(response.json()).toEqual({
      result: false,
      code: 'CopybookStrokesMissing',
      message: '以下汉字暂无笔画数据，无法生成字帖：凊、𠀀',
      returnValue: { missing: WITHOUT_STROKES },
    });
  });

  it('refuses input without Han characters, too many characters and options out of range', async () => {
    const codeOf = async (payload: Record<string, unknown>) => (await callApi(t, CREATE, payload)).json().code;
    expect(await codeOf({ characters: 'abc, 123' })).toBe('CopybookCharactersRequired');
    expect(await codeOf({ characters: '永'.repeat(CopybookLimits.maxCharacters + 1) })).toBe(
      'CopybookTooManyCharacters',
    );
    expect(await codeOf({ characters: '永', paper: 'A5', rowsPerPage: 12 })).toBe('InvalidPayload');
    expect(await codeOf({ characters: '永', tracingCopies: 13 })).toBe('InvalidPayload');
    expect(await codeOf({ characters: '永', grid: 'square' })).toBe('InvalidPayload');
    expect(await codeOf({ characters: '永', date: '2024-13-01' })).toBe('InvalidPayload');
  });
});

describe('copybook generation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it(`makes ${CopybookLimits.maxCharacters} characters with every option within a couple of seconds, off the event loop`, async () => {
    const characters = Array.from(QIANZIWEN).slice(0, CopybookLimits.maxCharacters).join('');
    expect(Array.from(characters)).toHaveLength(CopybookLimits.maxCharacters);
    // The PDF is written in a thread: the event loop keeps serving (its timers keep firing) meanwhile.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    const response = await callApi(t, CREATE, { characters, rowsPerPage: 8, tracingCopies: 4 });
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // A 5 ms timer fires about every 5-7 ms on a free loop; written on the loop itself, the PDF held
    // it for up to 600 ms at a time and the timer fired once per 28 ms on average.
    expect(ticks).toBeGreaterThan(elapsed / 15);
    const answer = response.json().returnValue;
    expect(answer).toMatchObject({ pages: 25, characters: CopybookLimits.maxCharacters });
    // About half a second on an idle machine; the margin is for a busy test run.
    expect(elapsed).toBeLessThan(3000);
    expect(answer.size).toBeLessThan(1_000_000);
  });

  it('uses the platform day for the header when the page sends none', () => {
    expect(todayAt('Asia/Shanghai', new Date('2024-12-31T16:30:00Z'))).toBe('2025-01-01');
  });
});

describe('a copybook that cannot be stored', () => {
  let t: TestApp;
  beforeAll(async () => {
    const full: FileStore = {
      kind: 'local',
      put: () => Promise.reject(new Error('disk full')),
      putStream: () => Promise.reject(new Error('disk full')),
      read: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
      ping: () => Promise.resolve(),
    };
    t = await buildTestApp({ fileStore: full });
  });
  afterAll(() => t.close());

  it('answers ImageSaveFailed (保存图片失败)', async () => {
    const response = await callApi(t, CREATE, { characters: '永' });
    expect(response.json()).toMatchObject({ result: false, code: 'ImageSaveFailed', message: '保存图片失败' });
  });
});
