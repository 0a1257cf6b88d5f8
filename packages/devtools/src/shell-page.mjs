// What the static server adds to the shell's index.html so the signed-out home page paints
// from the HTML alone: preload hints for the chunks the federation runtime would otherwise
// discover only after main.js ran, the initial CSS inlined, the tenant's public start-up data
// embedded, and the home page's hero pre-rendered at build time (see build.mjs).
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { INITIAL_ASSETS_FILE } from './initial-assets.mjs';

/**
 * The shell's server kit, bundled by build.mjs from shell/src/prerender/server-kit.ts: the
 * pre-rendered hero and the tenant's custom properties, computed by the shell's own code. In a
 * dot folder, which the static server never serves.
 */
export const SERVER_KIT_FILE = '.server/page-kit.cjs';
const require = createRequire(import.meta.url);
/** The id of the embedded tenant data block the shell reads before fetching (bootstrap.tsx). */
export const TENANT_DATA_ID = 'mp-tenant-data';
/** The cookie mirroring the visitor's language choice (the shell's storeLocale writes it). */
export const LOCALE_COOKIE = 'mp.locale';
const BROWSER_LOCALE_ALIASES = { uk: 'ua' };
const CHUNK_NAME = /^[\w.-]+\.(js|css)$/;

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON that can sit inside a <script> element: no `<` can close it. */
export function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Reads build output files once per change (by mtime): missing or broken files give null. */
function createBuildFileCache(root) {
  const cache = new Map();
  return async (name, parse) => {
    const file = path.join(root, name);
    try {
      const { mtimeMs } = await stat(file);
      const hit = cache.get(name);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value;
      const value = parse(await readFile(file, 'utf8'));
      cache.set(name, { mtimeMs, value });
      return value;
    } catch {
      return null;
    }
  };
}

function chunkList(value) {
  return Array.isArray(value)
    ? value.filter((n) => typeof n === 'string' && CHUNK_NAME.test(n))
    : [];
}

/** `{ lng: [chunk] }` of the start texts; languages are plain names. */
function localeChunks(value) {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value)
      .filter(([language]) => /^[a-z]{2,3}$/.test(language))
      .map(([language, files]) => [language, chunkList(files)]),
  );
}

/** The kit's functions, loaded again when the file changes; null when absent or broken. */
function createKitLoader(root) {
  const file = path.join(root, SERVER_KIT_FILE);
  let loaded = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (loaded?.mtimeMs === mtimeMs) return loaded.kit;
      delete require.cache[file];
      const module = require(file);
      const kit = {
        heroes: module.renderHomeHeroes(),
        renderHomeHero: module.renderHomeHero,
        routeFrames:
          typeof module.renderRouteFrames === 'function' ? module.renderRouteFrames() : null,
        tenantCssVariables: module.tenantCssVariables,
        routeHead: module.routeHead,
      };
      loaded = { mtimeMs, kit };
      return kit;
    } catch (error) {
      if (error?.code !== 'ENOENT') console.warn(`[static] ${file} unusable:`, error.message);
      return null;
    }
  };
}

/**
 * The shell's build output the page uses: initial chunks `{ js, css: [{ name, text }],
 * locales: { lng: [js] } }`, the pre-rendered hero per locale and the kit (tenantCssVariables,
 * routeHead). Each part is null when the build did not write it.
 */
export function createShellBuildReader(root) {
  const read = createBuildFileCache(root);
  const kitOf = createKitLoader(root);
  return async () => {
    const assets = await read(INITIAL_ASSETS_FILE, JSON.parse);
    let initial = null;
    if (isObject(assets)) {
      const css = [];
      for (const name of chunkList(assets.css)) {
        const text = await read(name, (t) => t);
        if (text !== null) css.push({ name, text });
      }
      initial = { js: chunkList(assets.js), css, locales: localeChunks(assets.locales) };
    }
    const kit = await kitOf();
    return { initial, heroes: isObject(kit?.heroes) ? kit.heroes : null, kit };
  };
}

/**
 * Preload hints for the initial scripts and, given the page's locale, its start texts (the
 * shell loads no other language); the initial CSS inlined (marked as loaded).
 */
export function injectInitialAssets(html, initial, locale = null) {
  if (!initial || !html.includes('</head>')) return html;
  const texts = (locale && initial.locales?.[locale]) || [];
  const hints = [...initial.js, ...texts].map(
    (name) => `<link rel="preload" as="script" href="/${name}"/>`,
  );
  // data-href is how mini-css-extract recognises a stylesheet as present: it loads it no more.
  const styles = initial.css.map(
    ({ name, text }) =>
      `<style data-href="${name}">${text.replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  return html.replace('</head>', `${[...hints, ...styles].join('')}</head>`);
}

function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function browserLocale(acceptLanguage) {
  const first = String(acceptLanguage ?? '').split(',')[0] ?? '';
  const code = first.trim().toLowerCase().split(/[-;]/)[0] ?? '';
  return BROWSER_LOCALE_ALIASES[code] ?? code;
}

/**
 * The language the shell will start in, decided as the shell decides it (i18n/index.ts
 * pickLocale, then languages.ts languageOptions/localeWithin): the stored choice (cookie), the
 * browser's language, the deployment default, kept within the tenant's languages.
 */
export function pickPageLocale({ cookie, acceptLanguage, defaultLocale, settings, supported }) {
  const isSupported = (value) => typeof value === 'string' && supported.includes(value);
  const stored = cookieValue(cookie, LOCALE_COOKIE);
  const browser = browserLocale(acceptLanguage);
  const initial = [stored, browser, defaultLocale].find(isSupported) ?? 'en';
  // Without the tenant's settings the shell starts unrestricted too (bootstrap.tsx).
  if (!isObject(settings)) return initial;
  const listed = Array.isArray(settings.languages) ? settings.languages : [{ value: 'en' }];
  const options = listed.map((language) => language?.value).filter(isSupported);
  if ((browser === 'ua' || stored === 'ua') && !options.includes('ua') && isSupported('ua')) {
    options.push('ua');
  }
  if (options.length === 0) options.push('en');
  if (options.includes(initial)) return initial;
  return options.includes(settings.defaultLocale) ? settings.defaultLocale : options[0];
}

function safeImageUrl(url) {
  return typeof url === 'string' && /^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(url) ? url : null;
}

function escapeAttribute(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The tenant's logo as the header shows it (settings, else styling), or nothing. */
function brandMarkup({ styling, settings }) {
  const logo = safeImageUrl(settings?.styling?.logo ?? styling?.logo);
  const height = typeof styling?.logoHeight === 'number' ? styling.logoHeight : null;
  const image = logo
    ? `<img class="mp-logo" alt="" src="${escapeAttribute(logo)}"${height ? ` style="height:${height}px"` : ''}/>`
    : '';
  return `<span class="mp-shell-header__brand">${image}</span>`;
}

const ROOT = '<div id="root"></div>';

/**
 * The signed-out home page's first paint, in #root: a header bar with the tenant's logo and
 * the hero. React replaces it on its first render (createRoot clears the container).
 */
export function injectHomePrerender(html, { hero, styling, settings }) {
  if (typeof hero !== 'string' || !html.includes(ROOT)) return html;
  const page =
    `<div class="mp-shell" data-prerendered="home">` +
    `<header class="mp-shell-header mp-shell-header--public">${brandMarkup({ styling, settings })}` +
    // Invisible: holds the menu toggle's place so the header keeps its height on mobile.
    `<button type="button" class="mp-shell-header__toggle" disabled tabindex="-1" aria-hidden="true" style="visibility:hidden"><span class="mp-shell-header__burger"></span>&#8203;</button></header>` +
    `<main class="mp-shell-main"><div class="mp-shell-page" data-page="home">${hero}</div></main></div>`;
  return html.replace(ROOT, `<div id="root">${page}</div>`);
}

/**
 * Every other route's first paint, in #root, needing no script: the tenant-styled header frame
 * (logo, the menu in grey while the session is unknown) and the page's skeleton, both rendered by
 * the shell's own components (prerender/route-frame.tsx), so React's first render draws the same
 * and nothing moves when it takes over (docs/shell.md#first-paint).
 */
export function injectRouteFrame(html, { frame, styling, settings }) {
  if (typeof frame?.menu !== 'string' || typeof frame?.page !== 'string') return html;
  if (!html.includes(ROOT)) return html;
  const page =
    `<div class="mp-shell" data-prerendered="route">` +
    `<header class="mp-shell-header mp-shell-header--pending" aria-busy="true">${brandMarkup({ styling, settings })}${frame.menu}</header>` +
    `<main class="mp-shell-main" id="main">${frame.page}</main></div>`;
  return html.replace(ROOT, `<div id="root">${page}</div>`);
}

/** The tenant's public start-up data for the shell, so its first render needs no API call. */
export function injectTenantData(html, tenantId, look) {
  if (!html.includes('</head>')) return html;
  const data = { tenantId };
  for (const name of ['settings', 'features', 'styling']) {
    if (look?.[name] != null) data[name] = look[name];
  }
  const block = `<script id="${TENANT_DATA_ID}" type="application/json">${scriptJson(data)}</script>`;
  return html.replace('</head>', `${block}</head>`);
}

export function htmlLang(locale) {
  return locale === 'ua' ? 'uk' : locale;
}

export function setHtmlLang(html, locale) {
  return html.replace(/<html lang="[^"]*"/i, `<html lang="${escapeAttribute(htmlLang(locale))}"`);
}
