import { AreaPage } from '@mp/remote-kit';

export function SettingsScreen() {
  return <AreaPage screen="settings" />;
}
