import { type SupplyApi, useSupplyApiContext } from '../../../shared/back-office/supply-api';
import { adminApi } from './admin';

/** The admin's dashboard edits every practice's supply through the admin routes. */
export const adminSupplyApi: SupplyApi = {
  practices: adminApi.practices,
  editorDay: adminApi.editorDay,
  generate: adminApi.generate,
  saveAvailability: adminApi.saveAvailability,
  closures: () => adminApi.closures(),
  createClosure: adminApi.createClosure,
  applyBankHolidays: adminApi.applyBankHolidays,
  removeClosure: adminApi.removeClosure,
  // A closure: the practice cannot see them, so everything goes back.
  cancelAppointment: (id, reason) => adminApi.cancelAppointment(id, { choice: 'practice_cannot_see', reason }),
};

/** What the Availability tab and its closures panel call: the page's supply (a practice's staff page), else the admin's. */
export function useSupplyApi(): SupplyApi {
  return useSupplyApiContext() ?? adminSupplyApi;
}
