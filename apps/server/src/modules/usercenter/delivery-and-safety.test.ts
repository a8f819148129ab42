import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '@hanyu/contracts/constants/limits';
import { codeFromOutbox, GOOD_PASSWORD, login, registerAccount, sendCode, solveSlider } from '../../test/accounts.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { RATE_RULES } from './routes.ts';

function captureLogs(): { stream: Writable; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a single-part message, decoded from base64 or quoted-printable. */
function decodedBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
  if (/Content-Transfer-Encoding: base64/i.test(raw)) return Buffer.from(body, 'base64').toString();
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '=' && /^[0-9A-F]{2}$/.test(text.slice(index + 1, index + 3))) {
      bytes.push(parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? ''));
    }
  }
  return Buffer.from(bytes).toString();
}

describe('codes by e-mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Platform <no-reply@example.cn>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the code by SMTP, not to the outbox, and the code registers the account', async () => {
    const account = 'smtp.learner@example.com';
    expect((await sendCode(t, account, 'register')).json().returnValue).toMatchObject({ channel: 'email' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([account]);
    const text = decodedBody(smtp.received[0]?.raw ?? '');
    expect(text).toContain('注册账号');
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await expect(codeFromOutbox(t, account)).rejects.toThrow();
    const registered = await callApi(t, '/usercenter/v3/register', {
      account,
      code,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      agreePrivacy: true,
      birthday: '1995-01-01',
      captchaToken: await solveSlider(t, 'register'),
    });
    expect(registered.json().result, registered.body).toBe(true);
  });

  it('says 发送验证码失败 and lets the learner retry at once when the mail server is down', async () => {
    const down = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const failed = await sendCode(down, 'unreachable@example.com', 'register');
      expect(failed.json()).toMatchObject({ result: false, message: '发送验证码失败' });
      const retry = await sendCode(down, 'unreachable@example.com', 'register');
      expect(retry.json().message).toBe('发送验证码失败');
    } finally {
      await down.close();
    }
  });
});

describe('development outbox page', () => {
  it('shows the codes kept for a local install in development, and does not exist elsewhere', async () => {
    const dev = await buildTestApp({ env: { API_ENV: 'dev' } });
    const test = await buildTestApp({ env: { API_ENV: 'test' } });
    try {
      await sendCode(dev, '13311112222', 'register');
      const page = await dev.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(page.headers['content-type']).toContain('text/html');
      // It shows codes: never kept by a browser or a proxy.
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('13311112222');
      expect(page.body).toContain(await codeFromOutbox(dev, '13311112222'));
      expect((await test.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await dev.close();
      await test.close();
    }
  });
});

/** A complete profile for updateuserinfo, as the edit page sends it. */
function profileOf(token: string, nickName: string) {
  return {
    token,
    nickName,
    tel: '13812345678',
    gender: 'male',
    birthday: '1990-01-01',
    country: 'CN',
    language: 'zh',
    job: 'other',
  };
}

describe('avatar upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, type: string, fileToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/portal/upload/avatar',
      payload: body,
      headers: { 'content-type': type, 'x-file-token': fileToken },
    });

  it('checks the image by content, re-encodes it as a square JPEG and stores it through the file store', async () => {
    const { token } = await registerAccount(t, 'avatar@example.com');
    const png = new PNG({ width: 600, height: 400 });
    for (let i = 0; i < png.data.length; i += 4) png.data.set([200, 60, 40, 255], i);
    const { fileToken, uploadUrl, maxBytes } = (await callApi(t, '/usercenter/v3/getFileToken', { token })).json()
      .returnValue;
    expect(uploadUrl).toBe('/portal/upload/avatar');
    expect(maxBytes).toBe(Limits.avatarMaxBytes);
    const stored = await upload(PNG.sync.write(png), 'image/png', fileToken);
    expect(stored.statusCode, stored.body).toBe(200);
    const { key, url } = stored.json() as { key: string; url: string };
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const image = jpeg.decode(served.rawPayload);
    expect([image.width, image.height]).toEqual([256, 256]);
    // The token was for one upload.
    expect((await upload(PNG.sync.write(png), 'image/png', fileToken)).json().returnValue).toBe('TOKEN_301');
    const profile = await callApi(t, '/usercenter/v3/updateuserinfo', {
      ...profileOf(token, '头像测试'),
      userPhoto: key,
    });
    expect(profile.json().returnValue.userPhoto).toBe(url);
  });

  it('refuses a decompression bomb by its header, and the server keeps answering meanwhile', async () => {
    const { token } = await registerAccount(t, 'png-bomb@example.com');
    for (const side of [20_000, 8000]) {
      const bomb = greyPngBomb(side);
      expect(bomb.length).toBeLessThan(Limits.avatarMaxBytes);
      const { fileToken } = (await callApi(t, '/usercenter/v3/getFileToken', { token })).json().returnValue;
      const refused = upload(bomb, 'image/png', fileToken);
      const health = t.app.inject({ method: 'GET', url: '/healthz' });
      const [answer, healthz] = await Promise.all([refused, health]);
      expect(answer.json(), `${side}x${side}`).toMatchObject({ result: false, code: 'AvatarInvalid' });
      expect(healthz.statusCode).toBe(200);
    }
  });

  it('refuses a file that only claims to be an image, and a photo key of another user', async () => {
    const { token } = await registerAccount(t, 'fake-image@example.com');
    const { fileToken } = (await callApi(t, '/usercenter/v3/getFileToken', { token })).json().returnValue;
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'.padEnd(2048, ' ')), 'image/png', fileToken);
    expect(fake.json()).toMatchObject({ result: false, code: 'AvatarInvalid' });
    const foreign = await callApi(t, '/usercenter/v3/updateuserinfo', {
      ...profileOf(token, '别人的头像'),
      userPhoto: 'portal/avatar/someone-else/x.jpg',
    });
    expect(foreign.json().code).toBe('AvatarInvalid');
  });

  it('takes as a photo only the key of an avatar the learner uploaded, nothing else under the prefix', async () => {
    const { token } = await registerAccount(t, 'forged-photo@example.com');
    const { fileToken } = (await callApi(t, '/usercenter/v3/getFileToken', { token })).json().returnValue;
    const png = new PNG({ width: 64, height: 64 });
    const { key } = (await upload(PNG.sync.write(png), 'image/png', fileToken)).json() as { key: string };
    const prefix = key.slice(0, key.lastIndexOf('/') + 1);
    const profile = profileOf(token, '伪造头像');
    for (const userPhoto of [
      `${prefix}../../../psc/evaluation/other/1.wav`,
      `${prefix}<img src=x onerror=alert(1)>.jpg`,
      `${prefix}0123456789abcdef.jpg`,
      `${key}?x=1`,
    ]) {
      const answer = await callApi(t, '/usercenter/v3/updateuserinfo', { ...profile, userPhoto });
      expect(answer.json().code, userPhoto).toBe('AvatarInvalid');
    }
    const saved = await callApi(t, '/usercenter/v3/updateuserinfo', { ...profile, userPhoto: key });
    expect(saved.json().result, saved.body).toBe(true);
  });
});

describe('per-address rate limits', () => {
  it('answers 429 with Retry-After once an address exceeds the login limit', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      const attempt = (ip: string) =>
        callApi(t, '/usercenter/v3/login', { account: 'nobody@example.com', password: 'Wrong_pass1' }, from(ip));
      for (let call = 0; call < RATE_RULES.login.limit; call += 1) {
        expect((await attempt('203.0.113.9')).statusCode).toBe(200);
      }
      const limited = await attempt('203.0.113.9');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ code: 'RateLimited', message: '请求过于频繁，请稍后再试' });
      expect((await attempt('203.0.113.10')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('account logs', () => {
  it('never contain a password, a code or a token', async () => {
    const logs = captureLogs();
    const t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: logs.stream });
    try {
      const { token } = await registerAccount(t, 'quiet@example.com');
      await login(t, 'quiet@example.com', 'Wrong_pass1');
      const signedIn = (await login(t, 'quiet@example.com', GOOD_PASSWORD)).json().returnValue.token as string;
      await sendCode(t, 'quiet@example.com', 'login');
      const code = await codeFromOutbox(t, 'quiet@example.com');
      await callApi(t, '/usercenter/v3/codeLogin', { account: 'quiet@example.com', code });
      const text = logs.text();
      expect(text).toContain('message kept in the development outbox');
      for (const secret of [GOOD_PASSWORD, 'Wrong_pass1', code, token, signedIn]) expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

/**
 * A 1-bit grey PNG of side x side pixels whose rows are all zero: a few dozen kilobytes that
 * inflate to side * side / 8 bytes and, decoded to RGBA, to 4 * side * side.
 */
function greyPngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, not interlaced
  const rows = Buffer.alloc((Math.ceil(side / 8) + 1) * side); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
