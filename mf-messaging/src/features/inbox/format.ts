// Month abbreviations are English whatever the language (docs/shell.md#languages-and-dates).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a message was sent: the time today ("14:05"), the day and time this year
 * ("Nov 3, 14:05"), the day and year before ("Nov 3, 2025"). Local time.
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const sameYear = date.getFullYear() === now.getFullYear();
  if (sameYear && date.getMonth() === now.getMonth() && date.getDate() === now.getDate())
    return time;
  const day = `${MONTHS[date.getMonth()] ?? ''} ${date.getDate()}`;
  return sameYear ? `${day}, ${time}` : `${day}, ${date.getFullYear()}`;
}
