import { useState } from 'react';
import { jsx } from 'react/jsx-runtime';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useNavigate } from '@mp/router';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { createEventBus } from '@mp/event-bus';
import { themeToCssVariables } from '@mp/ui';

/**
 * One reference per shared singleton (`packages/mf-config/shared-singletons.json`), published on window
 * under this app's name. The e2e suite compares them across the shell and every remote: a second
 * copy of any of these packages shows up as a different reference.
 */
export type SharedProbe = Record<string, unknown>;

declare global {
  interface Window {
    __MP_SHARED_PROBE__?: Record<string, SharedProbe>;
  }
}

export function sharedReferences(): SharedProbe {
  return {
    react: useState,
    'react/jsx-runtime': jsx,
    'react-dom': createPortal,
    'react-dom/client': createRoot,
    '@mp/router': useNavigate,
    i18next,
    'react-i18next': useTranslation,
    '@mp/event-bus': createEventBus,
    '@mp/ui': themeToCssVariables,
  };
}

export function reportSharedModules(app: string): void {
  const probes = (window.__MP_SHARED_PROBE__ ??= {});
  probes[app] = sharedReferences();
}
