/**
 * The PSC test sites a fresh install offers sessions at (data/psc/test-sites.json), validated. Node
 * only: the server reads them when it seeds sessions; the browser sees sessions through the API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { provinceName, PscSignupLimits, SITE_CODE } from '@hanyu/contracts/psc/signup';
import { CONTENT_DATA_DIR } from './content-files.ts';

/** Seats of one session at a seeded site: a realistic test room, 30 to 60 candidates. */
const SEEDED_SEATS = { min: 30, max: 60 } as const;

export const PscTestSiteEntry = z
  .strictObject({
    code: z.string().regex(SITE_CODE, 'a site code is 4 digits'),
    name: z.string().trim().min(4).max(60),
    /** The province's full name; must be the one its code's first two digits name. */
    province: z.string(),
    /** City and district: where candidates go is on the ticket the site sends. */
    address: z.string().trim().min(4).max(120),
    seatsPerSession: z
      .number()
      .int()
      .min(Math.max(SEEDED_SEATS.min, PscSignupLimits.capacityMin))
      .max(Math.min(SEEDED_SEATS.max, PscSignupLimits.capacityMax)),
  })
  .refine((site) => provinceName(site.code.slice(0, 2)) === site.province, {
    message: "the province is not the one the site code's first two digits name",
    path: ['province'],
  });
export type PscTestSiteEntry = z.infer<typeof PscTestSiteEntry>;

export const PscTestSitesFile = z
  .strictObject({
    $comment: z.string().optional(),
    sites: z.array(PscTestSiteEntry).min(1),
  })
  .refine((file) => new Set(file.sites.map((site) => site.code)).size === file.sites.length, {
    message: 'two sites share a code',
    path: ['sites'],
  });

/** The seeded test sites of a data folder; a bad file fails with its name and the problem. */
export function loadPscTestSites(dir = CONTENT_DATA_DIR): PscTestSiteEntry[] {
  const file = join(dir, 'psc', 'test-sites.json');
  try {
    return PscTestSitesFile.parse(JSON.parse(readFileSync(file, 'utf8'))).sites;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}
