import {
  MAX_HOURLY_RATE,
  isBlankMoney,
  isHttpUrl,
  moneyValueOf,
  type FreelancerProfilePatch,
  type FreelancerProfileUpdate,
  type Me,
  type MoneyFormat,
  type PublicProfile,
  type MoneyValue,
} from '@mp/contracts';
import type { FormProblem } from '../../shared/profile-form';

/** What the freelancer types: text as typed, so nothing is lost when a save fails. */
export interface FreelancerDraft {
  name: string;
  title: string;
  description: string;
  /** As typed (major units) and in minor units (docs/payments.md#amounts). */
  hourlyRate: MoneyValue;
  location: string;
  services: string[];
  skills: string[];
  profilePicture: string;
  username: string;
}

export type DraftField = keyof FreelancerDraft;
/** Field -> translation key of the problem (`form.problems.*`). */
export type DraftProblems = Partial<Record<DraftField, FormProblem>>;

/** The record as a draft, the rate written for the reader. */
export function draftOf(me: PublicProfile, money: MoneyFormat): FreelancerDraft {
  return {
    name: me.name,
    title: me.title,
    description: me.description,
    hourlyRate: moneyValueOf(me.hourlyRate, money),
    location: me.location,
    services: [...me.services],
    skills: [...me.skills],
    profilePicture: me.profilePicture ?? '',
    username: me.username,
  };
}

/** The rate to save in minor units: null when left blank, undefined when it cannot be saved. */
function rateOf(value: MoneyValue): number | null | undefined {
  if (isBlankMoney(value)) return null;
  return value.minor !== null && value.minor <= MAX_HOURLY_RATE ? value.minor : undefined;
}

/** The API's username rule: 3-40 lower-case letters, digits, dots, dashes or underscores. */
export function isUsername(value: string): boolean {
  return value.length >= 3 && value.length <= 40 && /^[a-z0-9][a-z0-9._-]*$/.test(value);
}

export function isPictureRef(value: string): boolean {
  return value === '' || isHttpUrl(value) || /^data:image\/[a-z+.-]+;base64,/i.test(value);
}

/** Problems the browser can tell before asking the API. */
export function checkDraft(draft: FreelancerDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.name.trim() === '') problems.name = 'nameRequired';
  if (rateOf(draft.hourlyRate) === undefined) problems.hourlyRate = 'rateInvalid';
  if (!isPictureRef(draft.profilePicture)) problems.profilePicture = 'urlInvalid';
  if (!isUsername(draft.username.trim())) problems.username = 'usernameInvalid';
  return problems;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The PUT body: only what differs from the saved record (`{}` when nothing changed). */
export function patchOf(draft: FreelancerDraft, saved: PublicProfile): FreelancerProfilePatch {
  const patch: FreelancerProfilePatch = {};
  const name = draft.name.trim();
  if (name !== saved.name) patch.name = name;
  if (draft.title.trim() !== saved.title) patch.title = draft.title.trim();
  if (draft.description !== saved.description) patch.description = draft.description;
  const rate = rateOf(draft.hourlyRate);
  if (rate !== undefined && rate !== saved.hourlyRate) patch.hourlyRate = rate;
  if (draft.location.trim() !== saved.location) patch.location = draft.location.trim();
  if (!sameList(draft.services, saved.services)) patch.services = draft.services;
  if (!sameList(draft.skills, saved.skills)) patch.skills = draft.skills;
  const picture = draft.profilePicture === '' ? null : draft.profilePicture;
  if (picture !== saved.profilePicture) patch.profilePicture = picture;
  if (draft.username.trim() !== saved.username) patch.username = draft.username.trim();
  return patch;
}

/** The parts of a freelancer profile customers look for, in the order the hint lists them. */
export const COMPLETENESS_PARTS = [
  'profilePicture',
  'title',
  'description',
  'hourlyRate',
  'location',
  'services',
  'skills',
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];

export function missingParts(me: Me): CompletenessPart[] {
  const has: Record<CompletenessPart, boolean> = {
    profilePicture: me.profilePicture !== null && me.profilePicture !== '',
    title: me.title.trim() !== '',
    description: me.description.trim() !== '',
    hourlyRate: me.hourlyRate !== null,
    location: me.location.trim() !== '',
    services: me.services.length > 0,
    skills: me.skills.length > 0,
  };
  return COMPLETENESS_PARTS.filter((part) => !has[part]);
}

/**
 * The patch as the sections of POST /freelancers/update/profile, which an administrator's edit on
 * behalf uses (docs/users.md#editing-on-behalf). A cleared rate cannot be sent as a section.
 */
export function sectionsOf(
  patch: FreelancerProfilePatch,
  saved: PublicProfile,
): FreelancerProfileUpdate[] {
  const sections: FreelancerProfileUpdate[] = [];
  if (patch.name !== undefined || patch.title !== undefined || patch.description !== undefined) {
    sections.push({
      type: 'basic',
      data: {
        name: patch.name ?? saved.name,
        ...(patch.title === undefined ? {} : { title: patch.title }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
      },
    });
  }
  if (patch.profilePicture !== undefined) {
    sections.push({ type: 'pictures', data: { profilePicture: patch.profilePicture } });
  }
  if (typeof patch.hourlyRate === 'number') {
    sections.push({ type: 'rate', data: { hourlyRate: patch.hourlyRate } });
  }
  if (patch.location !== undefined) {
    sections.push({ type: 'location', data: { location: patch.location } });
  }
  if (patch.services !== undefined)
    sections.push({ type: 'services', data: { services: patch.services } });
  if (patch.skills !== undefined) sections.push({ type: 'skills', data: { skills: patch.skills } });
  if (patch.username !== undefined) {
    sections.push({ type: 'username', data: { username: patch.username } });
  }
  return sections;
}
