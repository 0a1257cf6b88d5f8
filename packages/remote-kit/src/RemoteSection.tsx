import { useEffect, useRef } from 'react';
import type { RemoteSectionName } from '@mp/contracts';
import { useArea } from './area-context';

/**
 * The place for another remote's section on this remote's page: the host renders the owning
 * remote into it, or leaves it empty when that remote is off (or when there is no host).
 */
export function RemoteSection({
  name,
  className,
}: {
  name: RemoteSectionName;
  className?: string;
}) {
  const { mountSection } = useArea();
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!mountSection || !place.current) return undefined;
    return mountSection(name, place.current);
  }, [mountSection, name]);
  return <div ref={place} className={className} data-section={name} />;
}
