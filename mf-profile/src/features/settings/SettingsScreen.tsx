import { AreaPage } from '../area/AreaPage';

export function SettingsScreen() {
  return <AreaPage screen="settings" />;
}
