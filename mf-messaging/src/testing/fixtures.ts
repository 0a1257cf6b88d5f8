// Test support: messages and conversations, between @mp/test-kit's session users.
import type { ChannelSummary, Message } from '@mp/contracts';
import { aCustomerUser, aFreelancerUser } from '@mp/test-kit';

const FREELANCER_ID = aFreelancerUser().id;
const CUSTOMER = aCustomerUser();
const CUSTOMER_ID = CUSTOMER.id;

let sequence = 0;

export function message(overrides: Partial<Message> = {}): Message {
  sequence += 1;
  return {
    messageId: `m-${sequence}`,
    channelId: 'ch-1',
    senderId: CUSTOMER_ID,
    message: `Message ${sequence}`,
    attachments: [],
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, sequence)).toISOString(),
    ...overrides,
  };
}

export function channel(overrides: Partial<ChannelSummary> = {}): ChannelSummary {
  return {
    channelId: 'ch-1',
    freelancerId: FREELANCER_ID,
    customerId: CUSTOMER_ID,
    jobId: 'job-1',
    jobTitle: 'Booking website',
    otherParty: { userId: CUSTOMER_ID, name: CUSTOMER.name, profilePicture: null, roles: 3 },
    lastMessage: null,
    unreadCount: 0,
    lastMessageAt: null,
    createdAt: new Date(Date.UTC(2026, 10, 20)).toISOString(),
    ...overrides,
  };
}
