/**
 * The header's menu while the session is being restored: grey bars where the entries will be.
 * The served HTML paints the same markup before any script runs (prerender/route-frame.tsx), so
 * the header does not change when the app takes over.
 */
export function PendingMenu() {
  return (
    <span className="mp-shell-header__pending" aria-hidden="true">
      <span className="mp-skeleton mp-skeleton--pill" />
      <span className="mp-skeleton mp-skeleton--pill" />
      <span className="mp-skeleton mp-skeleton--pill" />
      <span className="mp-skeleton mp-skeleton--round" />
    </span>
  );
}
