import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@contexts/site/languages.constants';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { manageAuth, managedAppointmentKey } from './get-managed-appointment';

/** PUT /api/appointments/{id}/locale with the manage link's token: the language of the booking's e-mails and texts. */
export const changeLocale = (token: string, appointmentId: string, locale: Locale) =>
  api.put<ApiAnswer<'/api/appointments/{id}/locale', 'put'>>(`/api/appointments/${encodeURIComponent(appointmentId)}/locale`, { locale }, { headers: manageAuth(token) });

/** Changes it, then reads the booking again (the page shows what the server holds). */
export function useChangeLocale(token: string, appointmentId: string, onDone: (locale: Locale) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => changeLocale(token, appointmentId, locale),
    onSuccess: async (_, locale) => {
      await queryClient.refetchQueries({ queryKey: managedAppointmentKey(token) });
      onDone(locale);
    },
  });
}
