import { AreaPage } from '../area/AreaPage';

export function BookingsScreen() {
  return <AreaPage screen="bookings" />;
}
