/** A freelancer's next profile step on their dashboard (docs/dashboard.md#the-call). */
import type { ProfileStep } from '@mp/contracts';
import type { UserRow } from './store';

type ProfileParts = Pick<
  UserRow,
  'profile_picture' | 'title' | 'description' | 'services' | 'skills' | 'hourly_rate'
>;

const MISSING: ReadonlyArray<[ProfileStep, (user: ProfileParts) => boolean]> = [
  ['picture', (user) => user.profile_picture === null || user.profile_picture === ''],
  ['headline', (user) => user.title.trim() === ''],
  ['description', (user) => user.description.trim() === ''],
  ['services', (user) => user.services.length === 0],
  ['skills', (user) => user.skills.length === 0],
  ['rate', (user) => user.hourly_rate === null || user.hourly_rate <= 0],
];

/** The first part of the profile still missing, in the order customers look at them. */
export function nextProfileStep(user: ProfileParts): ProfileStep | null {
  return MISSING.find(([, missing]) => missing(user))?.[0] ?? null;
}
