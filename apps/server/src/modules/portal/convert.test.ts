import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConvertLimits, ConvertTarget, type ConvertPiece } from '@hanyu/contracts/portal/convert';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { convertChinese, isTraditional, sentencesOf } from './convert-service.ts';

const PATH = '/portal/chinese/convert';
const convert = (text: string, to: ConvertTarget) => convertChinese(text, to).text;

/** [simplified, OpenCC standard, Taiwan, Hong Kong]. */
const WORDS: [string, string, string, string][] = [
  ['软件', '軟件', '軟體', '軟件'],
  ['信息', '信息', '資訊', '信息'],
  ['网络', '網絡', '網路', '網絡'],
  ['出租车', '出租車', '計程車', '出租車'],
  ['鼠标', '鼠標', '滑鼠', '滑鼠'],
  ['打印机', '打印機', '印表機', '打印機'],
  ['硬盘', '硬盤', '硬碟', '硬碟'],
  ['搜索', '搜索', '搜尋', '搜尋'],
  ['服务器', '服務器', '伺服器', '伺服器'],
  ['头发', '頭髮', '頭髮', '頭髮'],
  ['干燥', '乾燥', '乾燥', '乾燥'],
  ['干活', '幹活', '幹活', '幹活'],
  ['后来', '後來', '後來', '後來'],
  ['皇后', '皇后', '皇后', '皇后'],
  ['里面', '裏面', '裡面', '裏面'],
  ['公里', '公里', '公里', '公里'],
  ['发现', '發現', '發現', '發現'],
  ['台湾', '臺灣', '臺灣', '台灣'],
];

describe('convertChinese', () => {
  it.each(WORDS)('%s → t %s, tw %s, hk %s', (simplified, standard, taiwan, hongKong) => {
    expect(convert(simplified, ConvertTarget.Traditional)).toBe(standard);
    expect(convert(simplified, ConvertTarget.Taiwan)).toBe(taiwan);
    expect(convert(simplified, ConvertTarget.HongKong)).toBe(hongKong);
  });

  it('chooses characters by context inside sentences', () => {
    expect(convert('天气干燥，他在地里干活。', ConvertTarget.Taiwan)).toBe('天氣乾燥，他在地裡幹活。');
    expect(convert('后来皇后走进了里面，离这里三公里。', ConvertTarget.Traditional)).toBe(
      '後來皇后走進了裏面，離這裏三公里。',
    );
    expect(convert('我发现她的头发很长。', ConvertTarget.HongKong)).toBe('我發現她的頭髮很長。');
  });

  it('brings Taiwan and Hong Kong text back to simplified, vocabulary included', () => {
    const pairs: [string, string][] = [
      ['這個軟體的資訊很有用。', '这个软件的信息很有用。'],
      ['我坐計程車去網路公司。', '我坐出租车去网络公司。'],
      ['記憶體不夠，請把滑鼠插好。', '内存不够，请把鼠标插好。'],
      ['她的頭髮很乾燥，後來才洗。', '她的头发很干燥，后来才洗。'],
      ['裡面有一台印表機。', '里面有一台打印机。'],
      ['請用搜尋功能查找伺服器上的檔案。', '请用搜索功能查找服务器上的文件。'],
      ['呢度嘅硬碟同寬頻都好快。', '呢度嘅硬盘同宽带都好快。'],
      ['綫路維修期間，請注意衞生。', '线路维修期间，请注意卫生。'],
    ];
    for (const [traditional, simplified] of pairs)
      expect(convert(traditional, ConvertTarget.Simplified)).toBe(simplified);
  });

  it('keeps Taiwan words that are everyday words on the mainland too', () => {
    // OpenCC's reverse dictionary would write 数据, 进程 and 交互 here.
    expect(convert('請整理這些資料，查看他的行程，多和學生互動。', ConvertTarget.Simplified)).toBe(
      '请整理这些资料，查看他的行程，多和学生互动。',
    );
  });

  it('leaves simplified text unchanged when asked for simplified', () => {
    const text = '程序员要么加班，要么回家。这个成绩很显著，他的行程也安排好了。我们一起学习汉语。';
    expect(convert(text, ConvertTarget.Simplified)).toBe(text);
    expect(convertChinese(text, ConvertTarget.Simplified)).toMatchObject({ pieces: [text], changes: 0 });
  });

  it('converts Hong Kong forms to Taiwan forms and the reverse', () => {
    expect(convert('這個軟件的綫路很穩定，温度正常。', ConvertTarget.Taiwan)).toBe('這個軟體的線路很穩定，溫度正常。');
    expect(convert('裡面的網路說明', ConvertTarget.HongKong)).toBe('裏面的網絡説明');
  });

  it('comes back to the same simplified text after a round trip', () => {
    const texts = [
      '软件和硬件的信息网络',
      '我坐出租车去公司，鼠标和打印机都坏了。',
      '她的头发很干燥，后来才去干活。',
      '皇后住在里面，离这里三公里。',
      '我们发现这个服务器的内存不够。',
    ];
    for (const text of texts) {
      for (const target of [ConvertTarget.Traditional, ConvertTarget.Taiwan, ConvertTarget.HongKong]) {
        expect(convert(convert(text, target), ConvertTarget.Simplified), `${text} via ${target}`).toBe(text);
      }
    }
  });

  it('changes nothing more when a converted text is converted again', () => {
    const text = '后来我们一起走进里面，发现她的头发很干燥。程序员用鼠标打开软件。';
    for (const target of [ConvertTarget.Traditional, ConvertTarget.Taiwan, ConvertTarget.HongKong]) {
      const once = convert(text, target);
      expect(convert(once, target), target).toBe(once);
    }
  });

  it('lets everything that is not Chinese pass through untouched', () => {
    const text = 'Hello, world! 123 café — naïve 😀\tWi-Fi 5G; x = y²';
    for (const target of Object.values(ConvertTarget)) {
      expect(convertChinese(text, target), target).toEqual({ text, pieces: [text], changes: 0 });
    }
  });

  it('keeps every change where it happened: phrases whole, other characters one by one', () => {
    const source = '我们的软件很好用，出租车司机发现头发干燥。';
    const { text, pieces, changes } = convertChinese(source, ConvertTarget.Taiwan);
    expect(text).toBe('我們的軟體很好用，計程車司機發現頭髮乾燥。');
    expect(pieces).toEqual([
      '我',
      ['们', '們'],
      '的',
      ['软件', '軟體'],
      '很好用，',
      ['出租车', '計程車'],
      '司',
      ['机', '機'],
      ['发', '發'],
      ['现', '現'],
      ['头发', '頭髮'],
      ['干燥', '乾燥'],
      '。',
    ]);
    expect(changes).toBe(8);
    expect(joinPieces(pieces)).toEqual({ source, converted: text });
  });

  it('reads each sentence as simplified or traditional', () => {
    expect(sentencesOf('第一句。第二句！\n第三句')).toEqual(['第一句。', '第二句！', '\n', '第三句']);
    expect(isTraditional('這個軟體很好用')).toBe(true);
    expect(isTraditional('这个软件很好用')).toBe(false);
    expect(isTraditional('皇后在后面')).toBe(false);
    expect(isTraditional('Hello')).toBe(false);
  });

  it('converts the longest text allowed in well under a second', () => {
    const paragraph = '我们一起学习汉语，软件和网络的信息越来越多。后来她发现头发干燥了。\n';
    const text = paragraph.repeat(Math.floor(ConvertLimits.maxTextLength / paragraph.length));
    convertChinese('预热', ConvertTarget.Taiwan);
    const started = performance.now();
    const { text: converted } = convertChinese(text, ConvertTarget.Taiwan);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(converted.length).toBe(text.length);
  });
});

function joinPieces(pieces: ConvertPiece[]): { source: string; converted: string } {
  return {
    source: pieces.map((piece) => (typeof piece === 'string' ? piece : piece[0])).join(''),
    converted: pieces.map((piece) => (typeof piece === 'string' ? piece : piece[1])).join(''),
  };
}

describe('/portal/chinese/convert', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the converted text and its pieces to visitors', async () => {
    const response = await callApi(t, PATH, { text: '软件和鼠标', to: 'tw' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      code: '0',
      returnValue: {
        text: '軟體和滑鼠',
        to: 'tw',
        pieces: [['软件', '軟體'], '和', ['鼠标', '滑鼠']],
        changes: 2,
      },
    });
  });

  it('converts to each target', async () => {
    const answers: Record<string, string> = {};
    for (const to of ['s', 't', 'tw', 'hk']) {
      answers[to] = (await callApi(t, PATH, { text: '後來我們用軟件上網', to })).json().returnValue.text;
    }
    expect(answers).toEqual({
      s: '后来我们用软件上网',
      t: '後來我們用軟件上網',
      tw: '後來我們用軟體上網',
      hk: '後來我們用軟件上網',
    });
  });

  it('refuses an empty text, a text over the limit and an unknown target', async () => {
    for (const text of ['', '   \n ']) {
      expect((await callApi(t, PATH, { text, to: 's' })).json()).toMatchObject({
        result: false,
        code: 'ConvertTextRequired',
        message: '请输入要转换的文字',
      });
    }
    const longest = '汉'.repeat(ConvertLimits.maxTextLength);
    expect((await callApi(t, PATH, { text: longest, to: 't' })).json().returnValue.text).toBe(
      '漢'.repeat(ConvertLimits.maxTextLength),
    );
    for (const text of [`${longest}字`, '𠀀'.repeat(ConvertLimits.maxTextLength + 1)]) {
      const answer = await callApi(t, PATH, { text, to: 't' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        result: false,
        code: 'ConvertTextTooLong',
        message: '一次最多转换20000个字',
      });
    }
    // Astral characters count once each, as a learner counts them.
    expect((await callApi(t, PATH, { text: '𠀀'.repeat(ConvertLimits.maxTextLength), to: 't' })).json().result).toBe(
      true,
    );
    expect((await callApi(t, PATH, { text: '汉', to: 'cn' })).json()).toMatchObject({
      result: false,
      code: 'InvalidPayload',
    });
  });
});
