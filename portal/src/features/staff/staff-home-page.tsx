import { Link, Navigate } from 'react-router';
import { userMessage } from '../../shared/api-client';
import { paths } from '../../shared/paths';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useMyPractices } from './api/get-my-practices';

/** /staff (behind the guard, app/require-role.tsx): the practices a user is staff of; with one, straight to its day. */
export function StaffHomePage() {
  useDocumentTitle('Your practices');
  const practices = useMyPractices();
  const list = practices.data?.practices;
  if (list?.length === 1) return <Navigate to={paths.staffDay.getHref(list[0].id)} replace />;
  return (
    <div className="container page">
      <h1>Your practices</h1>
      {practices.isError ? (
        <p className="banner banner--error" role="alert">
          {userMessage(practices.error, 'We could not load your practices. Please try again.')}
        </p>
      ) : !list ? (
        <Spinner label="Loading your practices…" />
      ) : list.length === 0 ? (
        <p>You are not staff of any practice yet. Ask an administrator to add you to your practice.</p>
      ) : (
        <ul className="link-list">
          {list.map((p) => (
            <li key={p.id}>
              <Link to={paths.staffDay.getHref(p.id)}>
                {p.name}, {p.city}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
