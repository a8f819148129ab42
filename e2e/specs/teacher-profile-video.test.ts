import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { signUpByEmail } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { createPlatformAdmin, grantRole } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface Strings {
  teacherWorkspace: {
    profile: Keys<'link' | 'submit' | 'required'> & {
      fields: Keys<'name' | 'yearsTeaching' | 'stage' | 'certificates' | 'features' | 'resume'>;
      review: Keys<'awaiting' | 'approved'>;
    };
  };
  adminWorkspace: {
    content: {
      types: Keys<'teacherProfile' | 'video'>;
      newEntry: string;
      editor: Keys<'required' | 'save'>;
      fields: { video: Keys<'title' | 'subject' | 'summary' | 'file'> };
      preview: Keys<'publish'>;
      notices: Keys<'saved' | 'published'>;
      review: Keys<'approve'>;
      video: Keys<'done'>;
    };
  };
  teachers: Keys<'openNamed' | 'certificates'>;
}

const zh = readLocale('zh') as Strings;
const content = zh.adminWorkspace.content;
const profileText = zh.teacherWorkspace.profile;
const PASSWORD = 'Lantern_Qiao88';

/**
 * A small MP4 made here: an `ftyp` box (brand isom, which the server's check reads) and an `mdat` box of
 * counted bytes. The browser's player asks for it by byte ranges like any video; it need not decode it.
 */
function tinyMp4(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]).copy(bytes, 0);
  Buffer.from('isomiso2', 'latin1').copy(bytes, 16);
  bytes.writeUInt32BE(size - 24, 24);
  Buffer.from('mdat', 'latin1').copy(bytes, 28);
  for (let index = 32; index < size; index += 1) bytes[index] = index % 251;
  return bytes;
}

async function expectStatus(page: Page, message: string): Promise<void> {
  await page.getByTestId('content-status').filter({ hasText: message }).waitFor();
}

/**
 * A teacher submits their public profile, a platform administrator approves it in the content workspace
 * and a visitor finds it on the teachers' page; the administrator uploads a video, publishes it, and the
 * visitor's player reads it by byte ranges.
 */
describe("teachers' profiles and videos", () => {
  let browser: Browser;
  let teacher: WatchedPage;
  let admin: WatchedPage;
  let visitor: WatchedPage;
  const teacherName = `王老师${randomUUID().slice(0, 4)}`;
  const videoTitle = `声调练习 ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    teacher = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    visitor = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const teacherAccount = await signUpByEmail(teacher.page, 'profile-teacher', PASSWORD);
    await grantRole(teacherAccount, Role.Teacher);
    const adminAccount = await signUpByEmail(admin.page, 'profile-admin', PASSWORD);
    await createPlatformAdmin(adminAccount);
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(teacher.page, 'teacher-profile-teacher-failed.png');
      await screenshot(admin.page, 'teacher-profile-admin-failed.png');
      await screenshot(visitor.page, 'teacher-profile-visitor-failed.png');
    }
  });
  afterAll(async () => {
    await teacher.close();
    await admin.close();
    await visitor.close();
    await browser.close();
  });

  it('lets a teacher submit a profile that an administrator approves and a visitor then reads', async () => {
    const { page } = teacher;
    await page.goto('/dist/web/workspace/teacher');
    await page.getByRole('link', { name: profileText.link }).click();
    await page.waitForURL('**/workspace/teacher/profile');
    const form = page.getByTestId('teacher-profile-form');
    const required = (label: string) => fillTemplate(profileText.required, { label });
    const fields = profileText.fields;
    await form.getByLabel(required(fields.name)).fill(teacherName);
    await form.getByLabel(required(fields.yearsTeaching)).fill('12');
    await form.getByLabel(required(fields.stage)).selectOption('university');
    await form.getByLabel(fields.certificates, { exact: true }).fill('国际中文教师证书\n普通话水平测试一级乙等');
    await form.getByLabel(fields.features, { exact: true }).fill('情景教学');
    await form.getByLabel(required(fields.resume)).fill('在海外孔子学院任教六年，擅长汉字教学。');
    await form.getByRole('button', { name: profileText.submit }).click();
    await page.getByTestId('profile-review').getByText(profileText.review.awaiting).waitFor();
    await screenshot(page, 'teacher-profile-submitted.png');

    const adminPage = admin.page;
    await adminPage.goto('/dist/web/workspace/admin/content');
    await adminPage.getByRole('tab', { name: content.types.teacherProfile }).click();
    await adminPage.getByTestId('content-awaiting').first().waitFor();
    await adminPage.getByRole('button', { name: teacherName }).click();
    await adminPage.getByTestId('content-preview').getByRole('heading', { name: teacherName }).waitFor();
    await screenshot(adminPage, 'teacher-profile-review.png');
    await adminPage.getByRole('button', { name: content.review.approve }).click();
    await expectStatus(adminPage, fillTemplate(content.notices.published, { revision: 1 }));

    await page.reload();
    await page.getByTestId('profile-review').getByText(profileText.review.approved).waitFor();

    const visitorPage = visitor.page;
    await visitorPage.goto('/dist/web/oversea/chineseTeacher');
    await visitorPage.getByRole('link', { name: fillTemplate(zh.teachers.openNamed, { name: teacherName }) }).click();
    await visitorPage.getByRole('heading', { level: 2, name: teacherName }).waitFor();
    await visitorPage.getByText('在海外孔子学院任教六年，擅长汉字教学。').waitFor();
    await visitorPage.getByText('普通话水平测试一级乙等').waitFor();
    await screenshot(visitorPage, 'teacher-profile-public.png');
    teacher.expectNoProblems();
    admin.expectNoProblems();
    visitor.expectNoProblems();
  });

  it('lets an administrator upload and publish a video that the visitor plays by byte ranges', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin/content');
    await page.getByRole('tab', { name: content.types.video }).click();
    await page.getByRole('button', { name: content.newEntry }).click();
    const editor = page.getByTestId('content-editor');
    const required = (label: string) => fillTemplate(content.editor.required, { label });
    await editor.getByLabel(required(content.fields.video.title)).fill(videoTitle);
    await editor.getByLabel(required(content.fields.video.subject)).selectOption('putonghua');
    await editor.getByLabel(required(content.fields.video.summary)).fill('跟读四个声调，注意调值的高低。');
    await editor
      .getByTestId('video-file-input')
      .setInputFiles({ name: 'lesson.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    // Uploaded (not merely sending) before the revision is saved with it.
    const uploaded = fillTemplate(content.video.done, { name: 'lesson.mp4', size: '4 KB' });
    await editor.getByTestId('video-upload-status').filter({ hasText: uploaded }).waitFor();
    await editor.getByRole('button', { name: content.editor.save }).click();
    await expectStatus(page, fillTemplate(content.notices.saved, { revision: 1 }));
    await page.getByRole('button', { name: content.preview.publish }).click();
    await expectStatus(page, fillTemplate(content.notices.published, { revision: 1 }));
    // The published revision's preview plays, from the address learners use.
    await page.getByTestId('content-preview').getByTestId('video-player').waitFor();
    await screenshot(page, 'video-published.png');

    const visitorPage = visitor.page;
    await visitorPage.goto('/dist/web/portal/videos');
    const ranged = visitorPage.waitForResponse(
      (response) =>
        response.url().includes('/portal/video/stream/') && response.request().headers()['range'] !== undefined,
    );
    await visitorPage.getByRole('link', { name: videoTitle }).click();
    await visitorPage.getByTestId('video-player').waitFor();
    const answer = await ranged;
    expect(answer.status()).toBe(206);
    expect(answer.headers()['content-range']).toMatch(/^bytes 0-\d+\/4096$/);
    await visitorPage.getByText('跟读四个声调，注意调值的高低。').waitFor();
    await screenshot(visitorPage, 'video-player.png');
    admin.expectNoProblems();
  });
});
