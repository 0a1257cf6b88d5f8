/**
 * Real documents for upload walks: the CV files the API's parse tests use, so both suites feed
 * the parser the same bytes.
 */
export { cvDocx } from '../packages/api/test/support/cv-files';
