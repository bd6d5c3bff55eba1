import { AvailabilityTab } from '../features/admin/components/availability-tab';
import { StaffDayPage } from '../features/staff/staff-day-page';

/** /staff/:practiceId: the staff feature's day, editing availability with the admin feature's editor (app/ composes features). */
export function StaffDay() {
  return <StaffDayPage AvailabilityEditor={AvailabilityTab} />;
}
