import { useState, type ComponentType } from 'react';
import { waitFor } from '@testing-library/react';
import type { TenantConfig } from '@mp/contracts';
import { apiStub, type ApiStub, type StubHandler } from '@mp/test-kit';
import { renderSignedIn } from '../admin/test-support';
import { validateConfig } from './draft-edit';
import type { SectionProps } from './StylingSection';

/**
 * For the console's section tests: renders one section over a draft kept in state, with the
 * schema's errors as the console computes them; `latest()` is the draft after the edits, `stub`
 * the API the section's own calls (uploads) reach, answering with `routes`.
 */
export async function renderSection(
  Section: ComponentType<SectionProps>,
  initial: TenantConfig,
  routes: Record<string, StubHandler> = {},
): Promise<{ latest: () => TenantConfig; stub: ApiStub }> {
  let current = initial;
  function Harness() {
    const [config, setConfig] = useState(initial);
    const change = (next: TenantConfig) => {
      current = next;
      setConfig(next);
    };
    return <Section config={config} errors={validateConfig(config)} onChange={change} />;
  }
  const stub = apiStub(routes);
  await renderSignedIn(<Harness />, stub.http);
  // The console's texts load on demand: wait until the section shows.
  await waitFor(() => expect(document.body.textContent).not.toBe(''));
  return { latest: () => current, stub };
}
