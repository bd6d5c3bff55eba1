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

/** What every e-mail of ours shares: the page, the preview line, the heading, the text style. */
export const emailText = { fontSize: '16px', lineHeight: '24px', color: '#212b32' };

export function EmailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en-GB">
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
export function EmailAction({ url, label }: { url: string; label: string }) {
  return (
    <Section>
      <Button href={url} style={{ backgroundColor: '#005eb8', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 600 }}>
        {label}
      </Button>
      <Text style={{ ...emailText, fontSize: '14px' }}>Or open this link: {url}</Text>
    </Section>
  );
}

/** The appointment block: date, time, practice, address, phone (and the reference when given). */
export function AppointmentDetails(p: { date: string; time: string; practiceName: string; practiceAddress: string; practicePhone: string; reference?: string }) {
  return (
    <Section>
      <Text style={emailText}>
        <strong>Date:</strong> {p.date}
        <br />
        <strong>Time:</strong> {p.time}
        <br />
        <strong>Practice:</strong> {p.practiceName}
        <br />
        <strong>Address:</strong> {p.practiceAddress}
        <br />
        <strong>Practice phone:</strong> {p.practicePhone}
        {p.reference && (
          <>
            <br />
            <strong>Booking reference:</strong> {p.reference}
          </>
        )}
      </Text>
    </Section>
  );
}
