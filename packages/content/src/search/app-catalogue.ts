/** The site's tools and screens as search documents (data/search/apps.json): authored, bilingual. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const AppEntry = z.object({
  /** The screen's name in the web route table. */
  screen: z.string().min(1),
  title: z.string().min(1),
  titleEn: z.string().min(1),
  description: z.string().min(1),
  descriptionEn: z.string().min(1),
  keywords: z.array(z.string().min(1)),
  keywordsEn: z.array(z.string().min(1)),
});
export type AppEntry = z.infer<typeof AppEntry>;

export function loadAppCatalogue(contentDir: string): AppEntry[] {
  return z.array(AppEntry).parse(JSON.parse(readFileSync(join(contentDir, 'search', 'apps.json'), 'utf8')));
}
