import { createContext, useContext } from 'react';
import { adminApi } from './admin-api';

/**
 * What the Availability tab and its closures panel call. The admin's dashboard uses the admin API
 * (every practice); a practice's staff page provides its own, with the practice fixed from the URL
 * (issue 20), so the same components serve both without a second copy of their logic.
 */
export type SupplyApi = Pick<
  typeof adminApi,
  'practices' | 'editorDay' | 'generate' | 'saveAvailability' | 'closures' | 'createClosure' | 'applyBankHolidays' | 'removeClosure'
> & {
  cancelAppointment: (id: string, reason: string) => Promise<{ explanation: string }>;
  /** A staff page's practice: chosen from the start (the admin's dashboard has none). */
  fixedPracticeId?: string;
};

export const adminSupplyApi: SupplyApi = {
  practices: adminApi.practices,
  editorDay: adminApi.editorDay,
  generate: adminApi.generate,
  saveAvailability: adminApi.saveAvailability,
  closures: adminApi.closures,
  createClosure: adminApi.createClosure,
  applyBankHolidays: adminApi.applyBankHolidays,
  removeClosure: adminApi.removeClosure,
  cancelAppointment: adminApi.cancelAppointment,
};

export const SupplyApiContext = createContext<SupplyApi>(adminSupplyApi);

export function useSupplyApi(): SupplyApi {
  return useContext(SupplyApiContext);
}
