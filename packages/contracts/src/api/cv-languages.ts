import { INVOICE_LANGUAGES } from '../constants';

/** The languages a generated CV is written in (those of the PDFs the API writes). */
export const CV_LANGUAGES = INVOICE_LANGUAGES;
export type CvLanguage = (typeof CV_LANGUAGES)[number];
