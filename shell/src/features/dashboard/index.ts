export { DashboardToDo } from './DashboardToDo';
