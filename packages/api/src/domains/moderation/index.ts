/**
 * The moderation domain's public module (docs/messaging.md#contact-detail-guard): the
 * contact-detail guard other domains run on texts written before a contract, and its flags.
 */
export { guardTexts, type GuardedText, type GuardOutcome } from './guard';
export { recordFlag, type NewFlag } from './flags';
