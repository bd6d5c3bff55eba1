// Each component from its own package: the @react-email/components barrel also loads Tailwind, Prism and
// marked, about 2 s of start-up in every process and test file that renders mail.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Locale } from '../../site/languages.constants.js';
import { bookingMailWords } from './booking-mail.words.js';

/** What every e-mail of ours shares: the page, the preview line, the heading, the text style. */
export const emailText = { fontSize: '16px', lineHeight: '24px', color: '#212b32' };

export function EmailLayout({ preview, heading, children, locale = 'en-GB' }: { preview: string; heading: string; children: ReactNode; locale?: Locale }) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f0f4f5', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Heading as="h1" style={{ color: '#005eb8', fontSize: '24px' }}>
            {heading}
          </Heading>
          {children}
        </Container>
      </Body>
    </Html>
  );
}

/** The one call to action: a button, and the plain link under it for mail clients that block buttons. */
export function EmailAction({ url, label, locale }: { url: string; label: string; locale?: Locale }) {
  return (
    <Section>
      <Button href={url} style={{ backgroundColor: '#005eb8', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 600 }}>
        {label}
      </Button>
      <Text style={{ ...emailText, fontSize: '14px' }}>{bookingMailWords(locale).orOpenLink(url)}</Text>
    </Section>
  );
}

/** The appointment block: date, time, practice, address, phone (and the reference when given). */
export function AppointmentDetails(p: { date: string; time: string; practiceName: string; practiceAddress: string; practicePhone: string; reference?: string; locale?: Locale }) {
  const label = bookingMailWords(p.locale).details;
  return (
    <Section>
      <Text style={emailText}>
        <strong>{`${label.date}:`}</strong> {p.date}
        <br />
        <strong>{`${label.time}:`}</strong> {p.time}
        <br />
        <strong>{`${label.practice}:`}</strong> {p.practiceName}
        <br />
        <strong>{`${label.address}:`}</strong> {p.practiceAddress}
        <br />
        <strong>{`${label.practicePhone}:`}</strong> {p.practicePhone}
        {p.reference && (
          <>
            <br />
            <strong>{`${label.reference}:`}</strong> {p.reference}
          </>
        )}
      </Text>
    </Section>
  );
}
