import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { readLocale } from './browser.ts';
import { findGap } from './slider-solver.ts';

/**
 * Solves the slider the visible way: reads the puzzle off the page, finds the gap by eye and drags the
 * handle there with the mouse at a human pace (eased, with small pauses), as the server's track check
 * expects.
 */
export async function solveSlider(page: Page): Promise<void> {
  const slider = page.locator('.slider-captcha').last();
  const handle = slider.locator('[role=slider][tabindex="0"]');
  await handle.waitFor();
  const puzzle = await slider.evaluate((element) => {
    const background = element.querySelector<HTMLImageElement>('.slider-captcha__background');
    const piece = element.querySelector<HTMLImageElement>('.slider-captcha__piece');
    const track = element.querySelector<HTMLElement>('.slider-captcha__track');
    if (!background || !piece || !track) throw new Error('slider parts missing');
    return {
      background: background.src,
      piece: piece.src,
      naturalWidth: background.naturalWidth,
      naturalHeight: background.naturalHeight,
      topPercent: parseFloat(piece.style.top),
      trackWidth: track.clientWidth,
    };
  });
  const pieceY = Math.round((puzzle.topPercent / 100) * puzzle.naturalHeight);
  const gap = findGap(puzzle.background, puzzle.piece, pieceY);
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle not visible');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const distance = (gap * puzzle.trackWidth) / puzzle.naturalWidth;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 24;
  for (let step = 1; step <= steps; step += 1) {
    const progress = 1 - (1 - step / steps) ** 2;
    await page.mouse.move(startX + distance * progress, y + (step % 3) - 1);
    await page.waitForTimeout(15 + (step % 4) * 6);
  }
  await page.mouse.up();
}

async function outboxMessagesFor(page: Page, recipient: string): Promise<string[]> {
  const html = await (await page.context().request.get('/dev/outbox')).text();
  return html
    .split('<article>')
    .slice(1)
    .filter((article) => article.includes(`→ ${recipient} ·`));
}

/** How many messages the development outbox holds for a recipient (taken before asking for a code). */
export async function outboxCount(page: Page, recipient: string): Promise<number> {
  return (await outboxMessagesFor(page, recipient)).length;
}

/**
 * The code of the message that arrives after `before` messages for the recipient, read off the
 * development outbox page a local learner reads (newest first).
 */
export async function codeFromOutbox(page: Page, recipient: string, before: number): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const messages = await outboxMessagesFor(page, recipient);
    const newest = messages[0];
    if (messages.length > before && newest) {
      const code = /\b(\d{6})\b/.exec(newest.replace(/<time[^>]*>.*?<\/time>/, ''))?.[1];
      if (code) return code;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no new code in the outbox for ${recipient}`);
}

/** A learner's photo: a 96-pixel PNG with a gradient, made on the spot. */
export function samplePhotoPng(): Buffer {
  const png = new PNG({ width: 96, height: 96 });
  for (let y = 0; y < 96; y += 1) {
    for (let x = 0; x < 96; x += 1) {
      const i = (y * 96 + x) * 4;
      png.data[i] = 200;
      png.data[i + 1] = 60 + x;
      png.data[i + 2] = 40 + y;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

type Keys<K extends string> = Record<K, string>;

/** The interface strings the account tests act on, in one language, as the app ships them. */
export interface AccountStrings {
  nav: Keys<'loginRegister' | 'logout'>;
  account: Keys<
    'account' | 'code' | 'password' | 'newPassword' | 'confirmPassword' | 'birthday' | 'sendCode' | 'register' | 'login'
  > & { tabs: Keys<'password' | 'code' | 'register'> };
  personal: Keys<
    'nickName' | 'tel' | 'female' | 'avatarReady' | 'save' | 'saved' | 'bindMobileTitle' | 'mobile' | 'bindMobile'
  >;
  results: Keys<'emptyTitle'>;
  findPassword: Keys<'step1' | 'step2' | 'step3' | 'next' | 'save' | 'goLogin'>;
  screens: Keys<'personalCenter'>;
  errors: Keys<'PrivacyNotAgreed'>;
}

export const accountStrings = (language: string) => readLocale(language) as AccountStrings;
type SignUpStrings = Pick<AccountStrings, 'nav' | 'account'>;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/**
 * Opens the login prompt from the header (unless the app already opened it), asks for a registration
 * code by e-mail and fills the form up to (not including) the privacy agreement and the submit.
 */
export async function fillRegistration(page: Page, text: SignUpStrings, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) await page.getByRole('button', { name: text.nav.loginRegister }).click();
  await dialog.getByRole('tab', { name: text.account.tabs.register }).click();
  await dialog.getByLabel(text.account.account, { exact: true }).fill(email);
  const before = await outboxCount(page, email);
  await dialog.getByRole('button', { name: text.account.sendCode }).click();
  await solveSlider(page);
  const code = await codeFromOutbox(page, email, before);
  await dialog.getByLabel(text.account.code, { exact: true }).fill(code);
  await dialog.getByLabel(text.account.newPassword, { exact: true }).fill(password);
  await dialog.getByLabel(text.account.confirmPassword, { exact: true }).fill(password);
  await dialog.getByLabel(text.account.birthday, { exact: true }).fill('1990-05-17');
  return code;
}

/**
 * Agrees to the privacy policy and registers. The slider solved for the code covers the registration
 * (decision 044): no second one.
 */
export async function submitRegistration(page: Page, text: SignUpStrings): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: exactly(text.account.register) }).click();
  // Signed in: the header holds the logout button (behind the menu on a phone, which the move to the
  // personal centre closes).
  await page
    .getByRole('banner')
    .getByRole('button', { name: text.nav.logout, includeHidden: true })
    .waitFor({ state: 'attached' });
}

/** A new learner signed in through the screens, on the page's current address (a real session). */
export async function signUpThroughScreens(page: Page, text: SignUpStrings): Promise<string> {
  const email = `learner-${randomUUID().slice(0, 8)}@example.com`;
  await fillRegistration(page, text, email, 'Lantern_Qiao88');
  await submitRegistration(page, text);
  return email;
}

/**
 * Counts the sliders a page shows from its next load on: each time a slider puzzle appears (its drag
 * track, which stays through a new puzzle of the same slider). Call before the page's first load.
 */
export async function countSliders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { sliderOpenings: number };
    counted.sliderOpenings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.slider-captcha__track')) counted.sliderOpenings += 1;
          counted.sliderOpenings += node.querySelectorAll('.slider-captcha__track').length;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** How many sliders the page has shown since it loaded (countSliders). */
export async function slidersShown(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { sliderOpenings: number }).sliderOpenings);
}

/**
 * A fresh e-mail account registered through the zh screens (`name` plus a random part), signed in on
 * `page`: how the workspace tests make their administrators, teachers and learners. Answers the e-mail.
 */
export async function signUpByEmail(page: Page, name: string, password: string): Promise<string> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/dist/web');
  await fillRegistration(page, accountStrings('zh'), email, password);
  await submitRegistration(page, accountStrings('zh'));
  return email;
}
