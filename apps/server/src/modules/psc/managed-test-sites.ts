import type { Kysely } from 'kysely';
import { ContentCollection } from '@hanyu/content/catalogue';
import { loadPscTestSites, PscTestSiteEntry } from '@hanyu/content/psc-test-sites';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { PscSessionRepository } from './signup-session-repository.ts';
import { StudyContentRepository } from './study-content-repository.ts';

/**
 * PSC test sites published from the workspace (decision 075). psc_test_site is what every instance's
 * session lists, signups and tickets read on every request, so writing its row in the publishing
 * transaction is the whole reload, as content_item is for the study catalogue. The published entry is
 * kept in content_item too (collection psc-test-site), so the seeding of decision 018 offers the
 * authored sites with the published ones laid over them.
 */

/** A site's row as the signup tables keep it. */
const rowOf = (site: PscTestSiteEntry) => ({
  code: site.code,
  name: site.name,
  provinceCode: site.code.slice(0, 2),
  address: site.address,
});

/**
 * Lays a published site over the signup tables, in the caller's transaction: its row only (name, province,
 * address). No session is added: a new site's sessions are imported (decision 018), or, on an installation
 * that runs on seeded sessions, come with the next seeding round at start, which reads `currentTestSites`.
 * Inventing sessions at a real site would offer candidates tests that do not exist. `first`: no revision of
 * this entry was laid under this code before. A site no file has whose code the tables already hold is an
 * imported one: publishing over it would let an unpublish retire the import's sessions, so it is refused.
 */
export async function layTestSite(
  trx: Kysely<Database>,
  site: PscTestSiteEntry,
  authored: PscTestSiteEntry | null,
  first: boolean,
  now: Date,
): Promise<void> {
  const sessions = new PscSessionRepository(trx);
  if (first && !authored && (await sessions.siteExists(site.code))) {
    const message = `考点编号 ${site.code} 已是导入的考点，请换一个编号`;
    throw appError('ContentCheckFailed', {}, { problems: [{ field: 'code', position: '', message }] });
  }
  await sessions.saveSites([rowOf(site)], now);
}

/**
 * Takes a published site back, in the caller's transaction: the authored site's name and address again, or,
 * for a site no file has, its sessions no one signed up for and then the site (PscSessionRepository.retireSite).
 */
export async function withdrawTestSite(
  trx: Kysely<Database>,
  code: string,
  authored: PscTestSiteEntry | null,
  now: Date,
): Promise<void> {
  const sessions = new PscSessionRepository(trx);
  if (authored) await sessions.saveSites([rowOf(authored)], now);
  else await sessions.retireSite(code, now);
}

/** The authored site with this code, if any. */
export function authoredTestSite(contentDir: string, code: string): PscTestSiteEntry | null {
  return loadPscTestSites(contentDir).find((site) => site.code === code) ?? null;
}

/** The authored sites with the published ones laid over them by code (new ones after): what seeding offers. */
export async function currentTestSites(db: Kysely<Database>, contentDir: string): Promise<PscTestSiteEntry[]> {
  const published = (await new StudyContentRepository(db).payloads(ContentCollection.PscTestSite)).map((payload) =>
    PscTestSiteEntry.parse(payload),
  );
  const byCode = new Map(published.map((site) => [site.code, site]));
  const sites = loadPscTestSites(contentDir).map((site) => byCode.get(site.code) ?? site);
  const authored = new Set(sites.map((site) => site.code));
  return [...sites, ...published.filter((site) => !authored.has(site.code))];
}
