/** What a freelancer's CV shows, read from their profile and written in the CV's language. */
import {
  formatCalendarDate,
  formatMoney,
  loadDateLocale,
  type CvLanguage,
  type PublicProfile,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { latestPosts } from '../activity';
import { tenantCurrency } from '../payments';
import type { Tenant } from '../../tenancy';
import type { CvContent } from './render';

/** How many of the latest activity posts a CV lists. */
const CV_ACTIVITY_POSTS = 5;

/** Names of catalogue ids in the catalogue's order (ids no longer in it are left out). */
async function catalogNames(
  db: Queryable,
  table: 'skills' | 'services',
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.query<{ name: string }>(
    `SELECT name FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::text[]) ORDER BY position, name, id`,
    [tenantId, [...ids]],
  );
  return result.rows.map((row) => row.name);
}

/** A calendar date of the CV (docs/formatting.md#dates); `cvContent` loads the language first. */
export function cvDate(language: CvLanguage, when: Date | string): string {
  return formatCalendarDate(when, language);
}

/** `profile` is as the reader may see it (the rate is null where it is hidden from them). */
export async function cvContent(
  db: Queryable,
  tenant: Tenant,
  profile: PublicProfile,
  language: CvLanguage,
): Promise<CvContent> {
  const [, services, skills, posts] = await Promise.all([
    loadDateLocale(language),
    catalogNames(db, 'services', tenant.id, profile.services),
    catalogNames(db, 'skills', tenant.id, profile.skills),
    latestPosts(db, tenant.id, profile.userId, CV_ACTIVITY_POSTS),
  ]);
  return {
    name: profile.name,
    title: profile.title,
    location: profile.location,
    rate:
      profile.hourlyRate === null
        ? null
        : formatMoney(profile.hourlyRate, { currency: tenantCurrency(tenant), locale: language }),
    description: profile.description,
    services,
    skills,
    activity: posts.map((post) => ({
      date: cvDate(language, post.createdAt),
      content: post.content,
    })),
    references: profile.references,
  };
}
