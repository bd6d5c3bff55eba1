import { useEffect, useRef } from 'react';
import { userMessage } from '../../../shared/api-client';
import { AvailabilityForm } from './availability-form';

/** A link to a practice we cannot show (gone, or not one of ours): said, with the search to find another. */
export function PracticeNotFound({ error }: { error: unknown }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="container narrow page">
      <h1 ref={heading} tabIndex={-1}>
        Next Available Appointment
      </h1>
      <p className="banner banner--error" role="alert">
        {userMessage(error, 'We could not load this practice. Please try again.')}
      </p>
      <AvailabilityForm heading="Find the nearest practice with a free time" headingLevel={2} idPrefix="find-another-form" />
    </div>
  );
}
