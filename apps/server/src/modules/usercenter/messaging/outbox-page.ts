import type { OutboxEntry } from './delivery.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The development outbox as a page: newest first, so a local learner can read the code they asked for. */
export function renderOutbox(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (entry) => `<article>
  <h2>${escape(entry.subject)}</h2>
  <p class="meta">${entry.channel === 'email' ? '邮件 E-mail' : '短信 SMS'} → ${escape(entry.recipient)} · <time datetime="${entry.createdAt}">${entry.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
  <p>${escape(entry.body)}</p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-Hans">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>开发发件箱 · Development outbox</title>
<style>
body { font-family: system-ui, sans-serif; background: #faf8f3; color: #1f2328; margin: 0 auto; max-width: 48rem; padding: 1.5rem; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.05rem; margin: 0 0 .25rem; }
article { background: #fff; border: 1px solid #e2ddd2; border-radius: 6px; padding: 1rem; margin: .75rem 0; }
.meta { color: #57606a; font-size: .9rem; margin: 0 0 .5rem; }
.notice { border-left: 4px solid #c8342b; padding: .5rem 1rem; background: #f7ecea; }
</style>
</head>
<body>
<h1>开发发件箱 · Development outbox</h1>
<p class="notice">没有配置 SMTP_URL 或 SMS_URL 时，验证码保存在这里，而不会真正发出。本页只在开发模式下出现，每 5 秒刷新。<br>
With no SMTP_URL or SMS_URL configured, codes are kept here instead of being sent. This page exists only in development mode and refreshes every 5 seconds.</p>
${rows || '<p>还没有消息。 No messages yet.</p>'}
</body>
</html>
`;
}
