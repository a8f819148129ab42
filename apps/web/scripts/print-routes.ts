// `npm run -s routes`: the route table as JSON, one object per route: { name, path, family, login, status },
// status 'built' for a screen that works and 'planned' for one that shows the under-development notice.
import { ROUTER_BASE, ROUTES } from '../src/shared/routes/route-table.ts';

const table = ROUTES.map(({ name, path, family, login, status }) => ({
  name,
  path: `${ROUTER_BASE}${path}`,
  family,
  login,
  status,
}));
process.stdout.write(`${JSON.stringify(table, null, 2)}\n`);
