import { shellResources, SUPPORTED_LOCALES } from './resources';

function keys(bundle: unknown, prefix = ''): string[] {
  if (typeof bundle !== 'object' || bundle === null) return [prefix];
  return Object.entries(bundle).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('shell translations', () => {
  it('translate every English key in Ukrainian and German', () => {
    const english = keys(shellResources.en).sort();
    for (const locale of SUPPORTED_LOCALES)
      expect(keys(shellResources[locale]).sort()).toEqual(english);
  });

  it("keep the forbidden screens' wording and the 'credits available' label in English", () => {
    const en = shellResources.en as {
      forbidden: { freelancer: { heading: string } };
      avatar: { credits: string };
    };
    expect(en.forbidden.freelancer.heading).toBe('Log in as a freelancer to view this page');
    expect(en.avatar.credits).toContain('credits available');
  });
});
