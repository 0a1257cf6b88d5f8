import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { REMOTE_SECTIONS, type MountSection, type RemoteSectionName } from '@mp/contracts';
import { useShell } from '../shell-context';
import { RemoteMount } from './RemoteMount';
import { ShellSection } from './ShellSection';
import { MountSectionContext } from './section-context';

interface PlacedSection {
  id: number;
  name: RemoteSectionName;
  element: HTMLElement;
}

let nextId = 0;

/**
 * Renders each requested section's owning remote into the place a page left for it. Portals
 * keep the shell's router, session and translations around the section; a section whose
 * owner is off for the tenant stays empty.
 */
export function RemoteSectionsHost({ children }: { children: ReactNode }) {
  const { enabledRemotes } = useShell();
  const [placed, setPlaced] = useState<readonly PlacedSection[]>([]);
  const mountSection = useCallback<MountSection>((name, element) => {
    nextId += 1;
    const id = nextId;
    setPlaced((all) => [...all, { id, name, element }]);
    return () => setPlaced((all) => all.filter((section) => section.id !== id));
  }, []);
  return (
    <MountSectionContext.Provider value={mountSection}>
      {children}
      {placed.map(({ id, name, element }) => {
        const owner = REMOTE_SECTIONS[name];
        if (owner === 'shell') return createPortal(<ShellSection name={name} />, element, `${id}`);
        if (!enabledRemotes.includes(owner)) return null;
        return createPortal(
          <RemoteMount key={owner} name={owner} section={name} />,
          element,
          `${id}`,
        );
      })}
    </MountSectionContext.Provider>
  );
}
