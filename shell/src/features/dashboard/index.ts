export { DashboardNeedsYou } from './DashboardNeedsYou';
