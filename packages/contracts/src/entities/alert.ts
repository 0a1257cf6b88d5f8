/** Alerts: a colour and a message, deduplicated by colour plus message. */
import { z } from 'zod';

export const ALERT_COLORS = ['success', 'info', 'warning', 'danger'] as const;

export const ZAlert = z.strictObject({
  color: z.enum(ALERT_COLORS),
  message: z.string().trim().min(1).max(1000),
});
export type Alert = z.infer<typeof ZAlert>;

/** The payment onboarding alerts (docs/payments.md#onboarding-alerts). */
export const PAYMENT_ALERT_MESSAGES = {
  completeOnboarding:
    'To start receiving funds, please complete onboarding with the payment provider on your settings page',
  furtherInformation:
    'To continue receiving funds, please provide some further information to the payment provider on your settings page',
  bankAccount:
    'To start receiving funds, please specify which bank account should receive funds on your settings page',
} as const;

/** Adds an alert unless one with the same colour and message is already shown. */
export function addAlert(alerts: readonly Alert[], alert: Alert): Alert[] {
  return alerts.some((a) => a.color === alert.color && a.message === alert.message)
    ? [...alerts]
    : [...alerts, alert];
}

/** Drops repeats (same colour and message), keeping the first of each. */
export function dedupeAlerts(alerts: readonly Alert[]): Alert[] {
  return alerts.reduce<Alert[]>((kept, alert) => addAlert(kept, alert), []);
}
