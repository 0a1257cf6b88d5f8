import { ROLES, type ChannelSummary, type Message, type SessionUser } from '@mp/contracts';

export const FREELANCER: SessionUser = {
  id: 'fl-1',
  tenantId: 'demo',
  name: 'Fran Freelancer',
  email: 'freelancer@demo.test',
  role: ROLES.freelancer,
};

export const CUSTOMER: SessionUser = {
  id: 'cu-1',
  tenantId: 'demo',
  name: 'Casey Customer',
  email: 'customer@demo.test',
  role: ROLES.customer,
};

let sequence = 0;

export function message(overrides: Partial<Message> = {}): Message {
  sequence += 1;
  return {
    messageId: `m-${sequence}`,
    channelId: 'ch-1',
    senderId: CUSTOMER.id,
    message: `Message ${sequence}`,
    attachments: [],
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, sequence)).toISOString(),
    ...overrides,
  };
}

export function channel(overrides: Partial<ChannelSummary> = {}): ChannelSummary {
  return {
    channelId: 'ch-1',
    freelancerId: FREELANCER.id,
    customerId: CUSTOMER.id,
    jobId: 'job-1',
    jobTitle: 'Booking website',
    otherParty: { userId: CUSTOMER.id, name: 'Casey Customer', profilePicture: null, roles: 3 },
    lastMessage: null,
    unreadCount: 0,
    lastMessageAt: null,
    createdAt: new Date(Date.UTC(2026, 10, 20)).toISOString(),
    ...overrides,
  };
}
