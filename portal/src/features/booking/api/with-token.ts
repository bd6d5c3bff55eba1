import { apiRequest, type RequestOptions } from '../../../shared/api-client';

/**
 * A call authorised by a token the booking flow holds (the hold's token, the checkout's access
 * token): `Authorization: Bearer …`, never a cookie.
 */
export const withToken = <T>(method: string, url: string, token: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
  apiRequest<T>(method, url, body, { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } });
