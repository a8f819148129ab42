import type { FastifyInstance } from 'fastify';
import { CancelPscSignup, ListMyPscSignups, ListPscSessions, PscSignUp } from '@hanyu/contracts/psc/signup';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { currentTestSites } from './managed-test-sites.ts';
import { PscSignupRepository } from './signup-repository.ts';
import { PscSessionRepository } from './signup-session-repository.ts';
import { PscSignupService, seedSessionsIfNone } from './signup-service.ts';

/**
 * PSC online signup, /psc/signup/{sessions, signUp, mySignups, cancel} (web only: spec section 2).
 * Sessions are listed to visitors too; the rest needs login (section 6). When the app is ready and no
 * session is still to come, sessions are seeded at the authored test sites (docs/decisions/018), with the
 * ones published from the workspace laid over them (decision 075).
 */
export function pscSignupRoutes(app: FastifyInstance): void {
  const sessions = new PscSessionRepository(app.platform.db);
  const service = new PscSignupService(sessions, new PscSignupRepository(app.platform.db));

  app.addHook('onReady', async () => {
    const sites = await currentTestSites(app.platform.db, app.platform.config.contentDir);
    const added = await seedSessionsIfNone(sessions, sites, new Date());
    if (added > 0) app.log.info({ sessions: added }, 'seeded PSC test sessions');
  });

  apiRoute(app, ListPscSessions, ({ payload, session }) =>
    service.listSessions(payload, session?.userId ?? null, new Date()),
  );
  apiRoute(app, PscSignUp, (context) => {
    const { sessionId, name, idCard, gender, mobile, email } = context.payload;
    return service.signUp(
      context.session.userId,
      { sessionId, name, idCard, gender, mobile, email: email ?? null },
      new Date(),
    );
  });
  apiRoute(app, ListMyPscSignups, (context) =>
    service.mySignups(context.session.userId, context.payload.page, context.payload.pageSize, new Date()),
  );
  apiRoute(app, CancelPscSignup, (context) =>
    service.cancel(context.session.userId, context.payload.signupId, new Date()),
  );
}
