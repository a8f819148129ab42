// `npm run -s routes`: the route table as JSON, one object per route: { name, path, family, login }.
import { ROUTER_BASE, ROUTES } from '../src/shared/routes/route-table.ts';

const table = ROUTES.map(({ name, path, family, login }) => ({ name, path: `${ROUTER_BASE}${path}`, family, login }));
process.stdout.write(`${JSON.stringify(table, null, 2)}\n`);
