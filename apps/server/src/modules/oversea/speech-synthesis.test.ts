import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import { trackPitch } from '@hanyu/speech/pitch/pitch-tracker';
import { testDialects } from '../../test/databases.ts';
import { contourSlopeSemitones, decodePcm16, firstVoicedRun, resample } from '../../test/speech.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { durationSeconds } from '../../platform/speech-pool/wav-header.ts';

const PATH = '/oversea/bridgeService/speechSynthesis';

describe.each(testDialects)('speech synthesis on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function synthesise(text: string | { pinyin: string }, sex: number, speed: number) {
    const what = typeof text === 'string' ? { text } : text;
    const response = await callApi(t, PATH, { ...what, sex, speed });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().returnValue as { url: string; contentType: string; cached: boolean };
    const audio = await t.app.inject({ method: 'GET', url: answer.url });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    return { answer, pcm: decodePcm16(new Uint8Array(audio.rawPayload)) };
  }

  /** Pitch of the first syllable, in semitones from its start to its end. */
  function firstSyllableSlope(pcm: ReturnType<typeof decodePcm16>): number {
    const { f0 } = trackPitch(resample(pcm.samples, pcm.header.sampleRate, 16_000));
    const run = firstVoicedRun(f0);
    expect(run.length).toBeGreaterThan(8);
    return contourSlopeSemitones(run);
  }

  it('reads 你好 with a rising first syllable (third-tone sandhi: ni2 hao3) into a WAV served by GET', async () => {
    const { answer, pcm } = await synthesise('你好', VoiceSex.Male, VoiceSpeed.Normal);
    expect(answer).toMatchObject({ contentType: 'audio/wav', cached: false });
    expect(answer.url).toMatch(/^\/portal\/speech\/synthesis\/[0-9a-f]{64}\.wav$/);
    expect(pcm.header).toMatchObject({ formatTag: 1, channels: 1, sampleRate: 22_050, bitsPerSample: 16 });
    expect(durationSeconds(pcm.header)).toBeGreaterThan(0.4);
    expect(durationSeconds(pcm.header)).toBeLessThan(2.5);
    expect(firstSyllableSlope(pcm)).toBeGreaterThan(1);
  });

  it('reads 一起 with a falling first syllable (一 before a third tone is yi4), for both voices', async () => {
    for (const sex of [VoiceSex.Male, VoiceSex.Female]) {
      const { pcm } = await synthesise('一起', sex, VoiceSpeed.Normal);
      expect(durationSeconds(pcm.header)).toBeGreaterThan(0.4);
      expect(durationSeconds(pcm.header)).toBeLessThan(2.5);
      expect(firstSyllableSlope(pcm), `sex ${sex}`).toBeLessThan(-1);
    }
  });

  it('answers a text read before from the cache, and a slower speed takes longer', async () => {
    const first = await synthesise('我们一起学习汉语', VoiceSex.Female, VoiceSpeed.Slow);
    const again = await synthesise('我们一起学习汉语', VoiceSex.Female, VoiceSpeed.Slow);
    expect(again.answer).toEqual({ ...first.answer, cached: true });
    const quick = await synthesise('我们一起学习汉语', VoiceSex.Female, VoiceSpeed.Quick);
    expect(quick.answer.url).not.toBe(first.answer.url);
    expect(durationSeconds(quick.pcm.header)).toBeLessThan(durationSeconds(first.pcm.header));
  });

  it('reads numbered pinyin as written (a drill syllable such as the initial b read as bo1)', async () => {
    const level = await synthesise({ pinyin: 'bo1' }, VoiceSex.Female, VoiceSpeed.Normal);
    expect(Math.abs(firstSyllableSlope(level.pcm))).toBeLessThan(1.5);
    const falling = await synthesise({ pinyin: 'bo4' }, VoiceSex.Female, VoiceSpeed.Normal);
    expect(firstSyllableSlope(falling.pcm)).toBeLessThan(-1);
    const pair = await synthesise({ pinyin: 'zi1 zhi1' }, VoiceSex.Female, VoiceSpeed.Normal);
    expect(durationSeconds(pair.pcm.header)).toBeGreaterThan(durationSeconds(level.pcm.header));
  });

  it('refuses both or neither of text and pinyin, and pinyin without tone numbers', async () => {
    for (const payload of [{ text: '你好', pinyin: 'ni3' }, {}, { pinyin: 'ni hao' }]) {
      const answer = await callApi(t, PATH, { ...payload, sex: 1, speed: 2 });
      expect(answer.json(), JSON.stringify(payload)).toMatchObject({ result: false, code: 'OnlyChineseLearnable' });
    }
  });

  it('refuses text with nothing Chinese in it, and unknown voices', async () => {
    const latin = await callApi(t, PATH, { text: 'hello 123', sex: 1, speed: 2 });
    expect(latin.json()).toMatchObject({ result: false, code: 'OnlyChineseLearnable' });
    const sex = await callApi(t, PATH, { text: '你好', sex: 3, speed: 2 });
    expect(sex.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
    const long = await callApi(t, PATH, { text: '好'.repeat(301), sex: 1, speed: 2 });
    expect(long.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
  });
});

describe('speech synthesis under load', () => {
  it('refuses with SpeechBusy when the one worker is busy and nothing may wait', async () => {
    const t = await buildTestApp({ env: { SPEECH_WORKERS: '1', SPEECH_QUEUE_LIMIT: '0' } });
    try {
      const answers = await Promise.all(
        ['你好', '谢谢', '再见'].map((text) => callApi(t, PATH, { text, sex: 2, speed: 2 })),
      );
      const codes = answers.map((answer) => answer.json().code as string).sort();
      expect(codes).toEqual(['0', 'SpeechBusy', 'SpeechBusy']);
      const busy = answers.find((answer) => answer.json().code === 'SpeechBusy');
      expect(busy?.statusCode).toBe(503);
      expect(busy?.json().message).toBe('语音服务繁忙，请稍后再试');
    } finally {
      await t.close();
    }
  });
});
