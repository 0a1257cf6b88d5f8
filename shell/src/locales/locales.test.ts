import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { PAYMENT_ALERT_MESSAGES } from '@mp/contracts';
import { SUPPORTED_LOCALES } from '../i18n/languages';
import prompts from './en/prompts.json';
import en from './en/shell.json';
import { NAMESPACES } from '.';

// Keys, placeholders and use in every language: packages/devtools/src/locales.test.ts.
describe('shell translations', () => {
  it('ship a file per language for each namespace the shell loads, and no other', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const files = readdirSync(path.join(__dirname, locale)).sort();
      expect(files).toEqual(
        Object.values(NAMESPACES)
          .map((ns) => `${ns}.json`)
          .sort(),
      );
    }
  });

  it("keep the product's wording of the forbidden screens and credits in English", () => {
    expect(en.forbidden.freelancer.heading).toBe('Log in as a freelancer to view this page');
    expect(en.avatar.credits).toContain('credits available');
  });

  it('word the payment alerts in English exactly as the API contract does', () => {
    for (const [key, message] of Object.entries(PAYMENT_ALERT_MESSAGES))
      expect(prompts[key as keyof typeof PAYMENT_ALERT_MESSAGES]).toBe(message);
  });
});

// Compiled, not run: `pnpm typecheck` fails if a wrong key stops being a type error.
export function typedKeys(shell: TFunction, auth: TFunction<'auth'>): string[] {
  return [
    shell('home.title'),
    auth('signIn'),
    // @ts-expect-error not a key of the shell namespace
    shell('home.nope'),
    // @ts-expect-error a key of another namespace
    auth('home.title'),
  ];
}
