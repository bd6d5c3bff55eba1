import { formatDateShort } from '../../../shared/format';
import { useGuardedQuery } from '../../../shared/back-office/use-guarded-query';
import { adminApi, adminKeys } from '../api/admin';

/** The waitlist at a glance: who is waiting where, and how offers went over the last 14 days. */
export function WaitlistPanel() {
  const query = useGuardedQuery(adminKeys.waitlist, adminApi.waitlistStats);
  const stats = query.data;
  const error = query.failed ? 'Failed to load the waitlist. Please try again.' : undefined;

  return (
    <section className="section-block" aria-labelledby="waitlist-admin-title">
      <h2 id="waitlist-admin-title">Waitlist</h2>
      {error ? (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      ) : !stats ? null : stats.waiting.length === 0 && stats.days.length === 0 ? (
        <p className="empty-state">Nobody is on the waitlist.</p>
      ) : (
        <>
          <p>
            Waiting now:{' '}
            {stats.waiting.length ? stats.waiting.map((w) => `${w.area} ${w.waiting}`).join(', ') : 'nobody'}.
          </p>
          {stats.days.length > 0 && (
            <div className="table-wrap" role="region" aria-label="Waitlist by postcode area" tabIndex={0}>
              <table className="admin-table">
                <caption className="visually-hidden">Waitlist over the last 14 days, by postcode area</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Postcode area</th>
                    <th scope="col">Joined</th>
                    <th scope="col">Offers sent</th>
                    <th scope="col">Offers taken</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.days.map((d) => (
                    <tr key={`${d.day}-${d.area}`}>
                      <th scope="row">{formatDateShort(`${d.day}T12:00:00Z`)}</th>
                      <td>{d.area}</td>
                      <td>{d.joined}</td>
                      <td>{d.offered}</td>
                      <td>{d.taken}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
