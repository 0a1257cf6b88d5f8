import { AreaPage } from '@mp/remote-kit';

export function BookingsScreen() {
  return <AreaPage screen="bookings" />;
}
