import type { Page } from '@playwright/test';

/** The signed-in user's id: the identity library keeps it (the token's username) in storage. */
export function signedInUserId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.LastAuthUser'));
    const id = key ? localStorage.getItem(key) : null;
    if (!id) throw new Error('nobody is signed in');
    return id;
  });
}

/**
 * Whether a received socket.io frame is the CONNECT of the signed-in user's socket (main
 * namespace, "40{…}"), not of the tenant-wide channel every page opens ("40/tenant,…").
 */
export function isUserSocketConnect(payload: string | Buffer): boolean {
  const packet = String(payload);
  return packet.startsWith('40') && !packet.startsWith('40/');
}
