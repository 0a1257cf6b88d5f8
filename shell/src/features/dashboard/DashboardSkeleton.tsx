/** The list's shape while it loads (docs/accessibility.md: the busy state is announced once). */
export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div className="mp-dashboard__skeleton" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="mp-dashboard__skeleton-row" aria-hidden="true">
          <span className="mp-dashboard__skeleton-avatar" />
          <span className="mp-dashboard__skeleton-lines">
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}
