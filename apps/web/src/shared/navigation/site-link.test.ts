import { describe, expect, it } from 'vitest';
import { siteTarget } from './site-link.ts';

describe("the environment's site addresses", () => {
  it('follows a path of this app inside the router', () => {
    expect(siteTarget('/dist/web/workspace/teacher')).toEqual({ kind: 'route', to: '/web/workspace/teacher' });
  });

  it("leaves another deployment's address, or a path outside the app, to the browser", () => {
    expect(siteTarget('https://teacher.example.edu.cn/')).toEqual({
      kind: 'external',
      href: 'https://teacher.example.edu.cn/',
    });
    expect(siteTarget('/distant/page')).toEqual({ kind: 'external', href: '/distant/page' });
  });
});
