import { useEffect, useRef } from 'react';
import { userMessage } from '../../../shared/api-client';
import { useSay } from '../../../shared/i18n/app-i18n';
import { AvailabilityForm } from './availability-form';
import { PRACTICE_NOT_FOUND } from './lead-messages';

/** A link to a practice we cannot show (gone, or not one of ours): said, with the search to find another. */
export function PracticeNotFound({ error }: { error: unknown }) {
  const say = useSay();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="container narrow page">
      <h1 ref={heading} tabIndex={-1}>
        {say(PRACTICE_NOT_FOUND.heading)}
      </h1>
      <p className="banner banner--error" role="alert">
        {userMessage(error, say(PRACTICE_NOT_FOUND.loadFailed))}
      </p>
      <AvailabilityForm heading={say(PRACTICE_NOT_FOUND.findAnother)} headingLevel={2} idPrefix="find-another-form" />
    </div>
  );
}
