import {
  NEWS_CATEGORIES,
  NewsCategory,
  normaliseFields,
  type LeagueMember,
  type ManagedFields,
  type NewsDetail,
  type School,
} from '@hanyu/contracts/admin/content';

/**
 * The public shapes of managed content, made from a revision's fields: the workspace previews a
 * revision with the very components the public pages draw, so what it shows is what learners will see.
 */

const text = (fields: ManagedFields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

/** A text field's paragraphs: one per line, blank lines dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function newsCategoryOf(value: string): NewsCategory {
  return NEWS_CATEGORIES.find((category) => category === value) ?? NewsCategory.Platform;
}

export function newsOfFields(id: string, raw: ManagedFields): NewsDetail {
  const fields = normaliseFields('news', raw);
  return {
    id,
    title: text(fields, 'title'),
    category: newsCategoryOf(text(fields, 'category')),
    publishedOn: text(fields, 'publishedOn'),
    summary: text(fields, 'summary'),
    body: text(fields, 'body'),
    source: text(fields, 'source'),
  };
}

export function memberOfFields(id: string, raw: ManagedFields): LeagueMember {
  const fields = normaliseFields('leagueMember', raw);
  return {
    id,
    name: text(fields, 'name'),
    region: text(fields, 'region'),
    joinedOn: text(fields, 'joinedOn'),
    summary: text(fields, 'summary'),
    website: text(fields, 'website'),
  };
}

export function schoolOfFields(id: string, raw: ManagedFields): School {
  const fields = normaliseFields('school', raw);
  const highlights = fields['highlights'];
  return {
    id,
    name: text(fields, 'name'),
    region: text(fields, 'region'),
    stage: text(fields, 'stage'),
    summary: text(fields, 'summary'),
    highlights: Array.isArray(highlights) ? highlights : [],
  };
}
