/** What other domains use of tenants: the tenant's catalogue of skills and services. */
export { listServiceRows, listSkillRows, type ServiceRow, type SkillRow } from './catalogue-store';
