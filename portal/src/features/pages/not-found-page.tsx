import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { useSay } from '../../shared/i18n/app-i18n';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { NOT_FOUND } from './messages';

export function NotFoundPage() {
  const say = useSay();
  useDocumentTitle(say(NOT_FOUND.title));
  return (
    <div className="container narrow page">
      <h1>{say(NOT_FOUND.title)}</h1>
      <p>{say(NOT_FOUND.checkAddress)}</p>
      <p>
        <Trans
          id="notFound.goHome"
          message="<0>Go to the home page</0> to find an emergency dental appointment near you."
          components={{ 0: <Link to={paths.home.getHref()} /> }}
        />
      </p>
    </div>
  );
}
