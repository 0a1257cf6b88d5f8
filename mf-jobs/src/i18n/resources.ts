import { de } from './de';
import { en } from './en';
import { ua } from './ua';

/** The jobs namespace in every language the product ships (en, ua, de). */
export const NAMESPACE = 'jobs';

export const resources = { en, ua, de };

export type ScreenKey = keyof (typeof en)['screens'];
export type NavKey = Exclude<keyof (typeof en)['nav'], 'label'>;
