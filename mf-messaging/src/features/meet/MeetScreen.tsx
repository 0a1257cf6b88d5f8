import { AreaPage } from '@mp/remote-kit';
import { MeetingsSection } from '../meetings/MeetingsSection';

/** The meet screens: meetings and scheduling (docs/scheduling.md). */
export function MeetScreen() {
  return (
    <AreaPage screen="meet">
      <MeetingsSection />
    </AreaPage>
  );
}
