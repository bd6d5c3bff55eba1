import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container narrow page">
      <h1>Page not found</h1>
      <p>If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.</p>
      <p>
        <Link to={paths.home.getHref()}>Go to the home page</Link> to find an emergency dental appointment near you.
      </p>
    </div>
  );
}
