import type { SessionUser } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';

export interface AttachedAccount {
  userId: string;
  name: string;
  roles: number;
  profilePicture?: string;
}

/** The signed-in user as the shell holds it: the mount contract's user plus the `/users/me` extras. */
export type ShellSessionUser = SessionUser & {
  isApproved: boolean;
  isCustomerOrganisation: boolean;
  reviewingJobs?: boolean;
  freelancerRole?: number;
  attachedUsers: AttachedAccount[];
  availableCredits: number;
  profilePicture?: string;
  /** Whether the survey popup has a record for this user (docs/shell.md#prompts). */
  surveySeen: boolean;
};

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionValue {
  status: SessionStatus;
  user: ShellSessionUser | null;
  signOut(): Promise<void>;
  /** The tenant's API client: always sends the tenant header, signs private calls when signed in. */
  http: HttpClient;
}
