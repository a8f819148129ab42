import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { callWithFile } from '../../test/evaluation-upload.ts';
import { startS3 } from '../../test/s3.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { S3FileStore } from '../../platform/files/s3-file-store.ts';

/** A small MP4: an `ftyp` box (brand isom) and an `mdat` box of counted bytes. */
function mp4(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  const ftyp = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0];
  ftyp.push(0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32);
  bytes.set(ftyp, 0);
  const mdat = size - ftyp.length;
  bytes.set([(mdat >>> 24) & 0xff, (mdat >>> 16) & 0xff, (mdat >>> 8) & 0xff, mdat & 0xff, 0x6d, 0x64, 0x61, 0x74], 24);
  for (let index = 32; index < size; index += 1) bytes[index] = index % 251;
  return bytes;
}

/** The opening of a WebM file: the EBML magic, then the header naming its doc type "webm". */
const WEBM = Uint8Array.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x9f,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0xf7,
  0x81,
  0x01,
  0x42,
  0xf2,
  0x81,
  0x04,
  0x42,
  0xf3,
  0x81,
  0x08,
  0x42,
  0x82,
  0x84,
  0x77,
  0x65,
  0x62,
  0x6d,
  0x42,
  0x87,
  0x81,
  0x04,
  0x42,
  0x85,
  0x81,
  0x02,
  ...Array.from({ length: 200 }, (_value, index) => index % 256),
]);

/** A PNG's opening, sent under a video's name and type. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 300 }, () => 7)]);

const LIMIT = 64 * 1024;
const VIDEO = mp4(3000);

const cases = [
  ...testDialects.map((dialect) => ({ dialect, store: 'local' as const })),
  { dialect: 'sqlite' as const, store: 's3' as const },
];

describe.each(cases)('videos on $dialect with the $store file store', ({ dialect, store }) => {
  let t: TestApp;
  let admin: string;
  let learner: string;
  let stopS3: (() => Promise<void>) | undefined;
  const adminAccount = `video-admin-${dialect}-${store}@example.com`;

  const call = async (route: string, payload: object) => (await callApi(t, route, payload)).json();
  const upload = (token: string, bytes: Uint8Array, filename = 'lesson.mp4') =>
    callWithFile(
      t,
      '/admin/content/video/upload',
      { token },
      { field: 'file', filename, contentType: 'video/mp4', bytes },
    );
  const spooled = () => {
    const dir = path.join(t.config.dataDir, 'upload-spool');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  beforeAll(async () => {
    let fileStore: S3FileStore | undefined;
    if (store === 's3') {
      const s3 = await startS3();
      stopS3 = s3.stop;
      fileStore = new S3FileStore(s3.settings);
    }
    t = await buildTestApp({ dialect, env: { VIDEO_MAX_BYTES: String(LIMIT) }, ...(fileStore ? { fileStore } : {}) });
    admin = (await registerAccount(t, adminAccount)).token;
    learner = (await registerAccount(t, `video-learner-${dialect}-${store}@example.com`)).token;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await stopS3?.();
  });

  it('plays a published video by byte ranges, and nothing before it is published or after it is withdrawn', async () => {
    const uploaded = (await upload(admin, VIDEO)).json();
    expect(uploaded).toMatchObject({ result: true, returnValue: { contentType: 'video/mp4', size: VIDEO.length } });
    const file = uploaded.returnValue.file as string;
    expect(file).toMatch(/^video\/[0-9a-f]{32}\.mp4$/);
    expect(spooled()).toEqual([]);

    const saved = await call('/admin/content/save', {
      token: admin,
      type: 'video',
      fields: { title: '声调的发音', subject: 'putonghua', summary: '四个声调的调值与练习。', file },
    });
    const id = saved.returnValue.entry.id as string;
    const url = `/portal/video/stream/${id}`;
    // Not published: not served, not listed.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call('/portal/video/list', {})).returnValue.total).toBe(0);
    // Nor is the stored file reachable by the public resource routes.
    expect((await t.app.inject({ method: 'GET', url: `/portal/${file}` })).statusCode).toBe(404);

    await call('/admin/content/publish', { token: admin, type: 'video', id, revision: 1 });
    expect((await call('/portal/video/detail', { id })).returnValue).toEqual({
      id,
      title: '声调的发音',
      subject: 'putonghua',
      summary: '四个声调的调值与练习。',
      src: url,
      unitKey: null,
    });

    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes' });
    expect(whole.rawPayload.equals(Buffer.from(VIDEO))).toBe(true);

    const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${VIDEO.length - 1}/${VIDEO.length}`);
    const middle = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1099' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1099/${VIDEO.length}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(Buffer.from(VIDEO.subarray(1000, 1100)))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-24' } });
    expect(tail.rawPayload.equals(Buffer.from(VIDEO.subarray(VIDEO.length - 24)))).toBe(true);
    const outside = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${VIDEO.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${VIDEO.length}`);

    await call('/admin/content/unpublish', { token: admin, type: 'video', id });
    expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } })).statusCode).toBe(404);
  });

  it('gives a graded-course unit its video: a bad unit refused, the published one played on the unit’s page', async () => {
    const file = (await upload(admin, VIDEO)).json().returnValue.file as string;
    const fields = { title: '问候与介绍', subject: 'putonghua', summary: '入门A级第一单元的微课。', file };
    const wrong = await call('/admin/content/save', {
      token: admin,
      type: 'video',
      fields: { ...fields, unitKey: 'beginner-A-1' },
    });
    expect(wrong).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(wrong.message).toContain('分级课程单元应为课程里一个单元的编号');
    const saved = await call('/admin/content/save', {
      token: admin,
      type: 'video',
      fields: { ...fields, unitKey: 'beginner-A-U01' },
    });
    const id = saved.returnValue.entry.id as string;
    const before = await call('/mhk/study/unit', { token: learner, unitKey: 'beginner-A-U01' });
    expect(before.returnValue.video.uploaded).toBeNull();
    await call('/admin/content/publish', { token: admin, type: 'video', id, revision: 1 });
    const after = await call('/mhk/study/unit', { token: learner, unitKey: 'beginner-A-U01' });
    expect(after.returnValue.video.uploaded).toEqual({
      title: '问候与介绍',
      summary: '入门A级第一单元的微课。',
      src: `/portal/video/stream/${id}`,
    });
    const other = await call('/mhk/study/unit', { token: learner, unitKey: 'beginner-A-U02' });
    expect(other.returnValue.video.uploaded).toBeNull();
    const played = await t.app.inject({
      method: 'GET',
      url: `/portal/video/stream/${id}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(played.statusCode).toBe(206);
  }, 120_000);

  it('judges a file by its opening bytes, not its name, and refuses one too large, storing nothing', async () => {
    const png = (await upload(admin, PNG, 'lesson.mp4')).json();
    expect(png).toMatchObject({ result: false, code: 'VideoNotSupported', message: '只能上传 MP4 或 WebM 格式的视频' });
    const webm = (await upload(admin, WEBM, 'lesson.bin')).json();
    expect(webm.returnValue).toMatchObject({ contentType: 'video/webm' });
    expect(webm.returnValue.file).toMatch(/\.webm$/);

    const large = (await upload(admin, mp4(LIMIT + 1))).json();
    expect(large).toMatchObject({
      result: false,
      code: 'VideoTooLarge',
      message: '视频文件超过 64 KB，请压缩后再上传',
    });
    const exact = (await upload(admin, mp4(LIMIT))).json();
    expect(exact.returnValue.size).toBe(LIMIT);
    expect(spooled()).toEqual([]);

    const empty = (await upload(admin, new Uint8Array(0))).json();
    expect(empty).toMatchObject({ result: false, code: 'VideoFileMissing' });
    // A revision naming a file the upload did not store.
    const invented = await call('/admin/content/save', {
      token: admin,
      type: 'video',
      fields: { title: '虚构', subject: 'culture', summary: '无', file: `video/${'a'.repeat(32)}.mp4` },
    });
    expect(invented).toMatchObject({ result: false, code: 'VideoFileUnknown' });
  });

  it('refuses the upload to a learner before reading the file, and a body not the one signed', async () => {
    const refused = (await upload(learner, VIDEO)).json();
    expect(refused).toMatchObject({ result: false, code: 'RoleRequired' });
    const tampered = await callWithFile(
      t,
      '/admin/content/video/upload',
      { token: admin },
      { field: 'file', filename: 'lesson.mp4', contentType: 'video/mp4', bytes: VIDEO },
      { tamper: (body) => Buffer.from(body.toString('latin1').replace('mdat', 'mdaT'), 'latin1') },
    );
    expect(tampered.json()).toMatchObject({ result: false, code: 'GatewaySignatureInvalid' });
    expect(spooled()).toEqual([]);
  });
});
