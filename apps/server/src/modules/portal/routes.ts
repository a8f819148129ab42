import type { FastifyInstance } from 'fastify';
import { CheckOverseaIp } from '@hanyu/contracts/portal/check-oversea-ip';
import { isOverseas } from '../../platform/geo/ip-country.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';

export function portalRoutes(app: FastifyInstance): void {
  // request.ip honours TRUST_PROXY: a forwarded address is believed only from a named proxy.
  apiRoute(app, CheckOverseaIp, async ({ request }) => isOverseas(request.ip));
}
