import type { CustomerProfileUpdate, Me } from '@mp/contracts';
import { isPictureRef } from '../my-profile/freelancer-form';
import type { FormProblem } from '../../shared/profile-form';

export interface CustomerDraft {
  name: string;
  description: string;
  location: string;
  profilePicture: string;
}
export type CustomerField = keyof CustomerDraft;

export function customerDraftOf(me: Me): CustomerDraft {
  return {
    name: me.name,
    description: me.description,
    location: me.location,
    profilePicture: me.profilePicture ?? '',
  };
}

/** Field -> translation key of the problem (`form.problems.*`). */
export function checkCustomerDraft(
  draft: CustomerDraft,
): Partial<Record<CustomerField, FormProblem>> {
  const problems: Partial<Record<CustomerField, FormProblem>> = {};
  if (draft.name.trim() === '') problems.name = 'nameRequired';
  if (!isPictureRef(draft.profilePicture)) problems.profilePicture = 'urlInvalid';
  return problems;
}

/** POST /customers/update/profile takes one section a call: the changed ones, in form order. */
export function customerUpdatesOf(draft: CustomerDraft, saved: Me): CustomerProfileUpdate[] {
  const updates: CustomerProfileUpdate[] = [];
  const name = draft.name.trim();
  if (name !== saved.name || draft.description !== saved.description) {
    updates.push({ type: 'basic', data: { name, description: draft.description } });
  }
  const picture = draft.profilePicture === '' ? null : draft.profilePicture;
  if (picture !== saved.profilePicture) {
    updates.push({ type: 'pictures', data: { profilePicture: picture } });
  }
  if (draft.location.trim() !== saved.location) {
    updates.push({ type: 'location', data: { location: draft.location.trim() } });
  }
  return updates;
}
