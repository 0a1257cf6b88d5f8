/**
 * "Verified" beside a person's name: the payment provider verified their identity
 * (docs/payments.md#identity-verification). An icon and the text, so it never relies on colour
 * or the icon alone; the caller passes the translated label.
 */
export function VerifiedBadge({ label }: { label: string }) {
  return (
    <span className="mp-verified-badge">
      <svg
        className="mp-verified-badge__icon"
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M8 0.5 10 2l2.5-.2.7 2.4 2.1 1.4-.9 2.4.9 2.4-2.1 1.4-.7 2.4L10 14 8 15.5 6 14l-2.5.2-.7-2.4-2.1-1.4.9-2.4-.9-2.4 2.1-1.4.7-2.4L6 2zM7 10.6l4.3-4.3-1-1L7 8.6 5.7 7.3l-1 1z"
        />
      </svg>
      {label}
    </span>
  );
}
