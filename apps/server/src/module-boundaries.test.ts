import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's module boundaries (docs/decisions/051-server-module-boundaries.md), checked on the source
 * itself so they hold even if the lint configuration drifts: platform/ imports no module; a file of
 * modules/<m>/ reaches another module only through its index.ts; no module refuses a call for want of
 * login itself (the route's access rule does, and types the session).
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

/** The specifier of every `… from '…'`, `import '…'` and `import('…')`. */
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
const HAND_LOGIN_CHECK = /\bappError\(\s*['"]LoginRequired['"]/;

/**
 * Each breach of the boundaries by one file (its path relative to src/, with forward slashes). The test
 * harness (test/ and the tests outside modules/ and platform/) builds data in any module's tables and
 * may reach a module's files; app.ts and the rest import a module through its index.ts.
 */
function boundaryViolations(file: string, source: string): string[] {
  const [layer] = file.split('/');
  const ownModule = layer === 'modules' ? file.split('/')[1] : null;
  const harness = layer === 'test' || (layer !== 'modules' && layer !== 'platform' && file.endsWith('.test.ts'));
  const found: string[] = [];
  for (const [, specifier = ''] of source.matchAll(SPECIFIER)) {
    if (!specifier.startsWith('.') || harness) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const [targetLayer, targetModule, ...rest] = target.split('/');
    if (targetLayer !== 'modules' || targetModule === undefined || targetModule === ownModule) continue;
    if (layer === 'platform') found.push(`${file}: imports '${specifier}': platform/ imports no module`);
    else if (rest.join('/') !== 'index.ts') {
      found.push(`${file}: imports '${specifier}': another module only through its index.ts`);
    }
  }
  if (ownModule !== null && !file.endsWith('.test.ts') && HAND_LOGIN_CHECK.test(source)) {
    found.push(`${file}: refuses a call for want of login itself: declare access 'login' or call loginFor()`);
  }
  return found;
}

function sourceFiles(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('server module boundaries', () => {
  it('holds in the source tree', () => {
    const files = sourceFiles();
    expect(files.filter((file) => file.startsWith('modules/')).length).toBeGreaterThan(100);
    const violations = files.flatMap((file) => boundaryViolations(file, fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('sees every form of import, by where it leads', () => {
    const source = [
      "import { AccountRepository } from '../usercenter/account-repository.ts';",
      "import type {\n  AccountRow,\n} from '../usercenter/account-repository.ts';",
      "export { nickNameKey } from '../usercenter/account-repository.ts';",
      "const routes = () => import('../psc/exam-routes.ts');",
      "import '../portal/search-routes.ts';",
      "import { usercenterRoutes } from '../../modules/usercenter/routes.ts';",
      "import { pscStudyRoutes } from '../psc/index.ts';",
      "import { apiRoute } from '../../platform/protocol/api-route.ts';",
      "import { bookmarkKey } from './bookmark-key.ts';",
      "import { buildTestApp } from '../../test/test-app.ts';",
    ].join('\n');
    expect(boundaryViolations('modules/oversea/example.ts', source).map((line) => line.split("'")[1])).toEqual([
      '../usercenter/account-repository.ts',
      '../usercenter/account-repository.ts',
      '../usercenter/account-repository.ts',
      '../psc/exam-routes.ts',
      '../portal/search-routes.ts',
      '../../modules/usercenter/routes.ts',
    ]);
    expect(
      boundaryViolations('modules/usercenter/messaging/example.ts', "export * from '../../psc/exam-routes.ts';"),
    ).toHaveLength(1);
    expect(boundaryViolations('modules/usercenter/messaging/example.ts', "import { x } from '../routes.ts';")).toEqual(
      [],
    );
    expect(
      boundaryViolations('platform/db/example.ts', "import { x } from '../../modules/psc/index.ts';"),
    ).toHaveLength(1);
    expect(boundaryViolations('app.ts', "import { x } from './modules/psc/exam-routes.ts';")).toHaveLength(1);
    expect(boundaryViolations('app.ts', "import { x } from './modules/psc/index.ts';")).toEqual([]);
    expect(boundaryViolations('test/psc.ts', "import { x } from '../modules/psc/exam-repository.ts';")).toEqual([]);
  });

  it('finds a login check written in a module', () => {
    const check = "if (!session) throw appError('LoginRequired', {}, 'TOKEN_301');";
    expect(boundaryViolations('modules/psc/example-routes.ts', check)).toHaveLength(1);
    expect(boundaryViolations('platform/protocol/example.ts', check)).toEqual([]);
  });
});
