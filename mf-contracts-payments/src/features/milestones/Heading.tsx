import type { ReactNode } from 'react';
import type { HeadingLevel } from '@mp/ui';

/** A heading whose level follows where the contract work is placed on the page. */
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: number;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(6, Math.max(1, level)) as HeadingLevel}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
