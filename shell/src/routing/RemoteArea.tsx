import type { RemoteName } from '@mp/contracts';
import { RemoteMount } from './RemoteMount';

/** A remote's area: its routes, mounted on demand. */
export function RemoteArea({ name }: { name: RemoteName }) {
  return (
    <div className="mp-shell-area" data-remote={name}>
      <RemoteMount name={name} />
    </div>
  );
}
