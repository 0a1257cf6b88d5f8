import { useId, type ReactNode } from 'react';

/** A titled list of contracts (current or ended); nothing when the list is empty. */
export function ContractGroup({ title, children }: { title: string; children: ReactNode[] }) {
  const headingId = useId();
  if (children.length === 0) return null;
  return (
    <section className="mp-contracts__group" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="mp-contracts__list">{children}</ul>
    </section>
  );
}
