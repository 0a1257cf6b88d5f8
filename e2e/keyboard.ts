/**
 * Keyboard-only moves for the specs that prove a flow needs no pointer: Tab (or Shift+Tab) to a
 * control, arrow keys inside a radio group, and the focus indicator the user must see.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface TabOptions {
  /** How many presses before giving up. */
  max?: number;
  /** Walk backwards (Shift+Tab). */
  backwards?: boolean;
}

/** What is focused now, for the failure message of a walk that never got there. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing (the page body)';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60);
    return `<${active.tagName.toLowerCase()}> "${name ?? ''}"`;
  });
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, options: TabOptions = {}): Promise<void> {
  const { max = 40, backwards = false } = options;
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await isFocused(target))) {
    throw new Error(
      `${target.toString()} never took the focus in ${max} presses of ${
        backwards ? 'Shift+Tab' : 'Tab'
      }; the focus is on ${await describeFocus(page)}`,
    );
  }
  await expect(target).toBeFocused();
}

/** Presses an arrow key inside a radio group until `radio` is focused and checked. */
export async function arrowTo(page: Page, radio: Locator, max = 8): Promise<void> {
  for (let presses = 0; presses < max && !(await isFocused(radio)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeFocused();
  await expect(radio).toBeChecked();
}

/**
 * Asserts the focused `element` shows where the focus is: the browser counts it as
 * keyboard-focused (`:focus-visible`) and it draws an outline or a focus ring (box-shadow).
 */
export async function expectFocusVisible(element: Locator): Promise<void> {
  await expect(element).toBeFocused();
  const ring = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      focusVisible: node.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.focusVisible, `${element.toString()} is not :focus-visible`).toBe(true);
  expect(ring.outline || ring.shadow, `${element.toString()} shows no focus indicator`).toBe(true);
}

/** Tabs to a button or link, checks its focus indicator, and presses Enter on it. */
export async function activate(page: Page, target: Locator, options: TabOptions = {}) {
  await tabTo(page, target, options);
  await expectFocusVisible(target);
  await page.keyboard.press('Enter');
}

/** Tabs to a text field, clears what it holds, and types `text`. */
export async function typeInto(
  page: Page,
  field: Locator,
  text: string,
  options: TabOptions = {},
): Promise<void> {
  await tabTo(page, field, options);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}
