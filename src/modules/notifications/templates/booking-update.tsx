import { Body, Button, Container, Head, Heading, Html, Preview, Section, Text } from '@react-email/components';

/** Cancellation, reschedule and reminder e-mails: a heading, a few lines, the booking, and the manage link. */
export interface BookingUpdateProps {
  preview: string;
  heading: string;
  to_name: string;
  lines: string[];
  appointment_date: string;
  appointment_time: string;
  practice_name: string;
  practice_address: string;
  practice_phone: string;
  reference: string;
  manage_url?: string;
  manage_label?: string;
}

const text = { fontSize: '16px', lineHeight: '24px', color: '#212b32' };

export function BookingUpdate(p: BookingUpdateProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{p.preview}</Preview>
      <Body style={{ backgroundColor: '#f0f4f5', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Heading as="h1" style={{ color: '#005eb8', fontSize: '24px' }}>
            {p.heading}
          </Heading>
          <Text style={text}>Dear {p.to_name},</Text>
          {p.lines.map((line) => (
            <Text key={line} style={text}>
              {line}
            </Text>
          ))}
          <Section>
            <Text style={text}>
              <strong>Date:</strong> {p.appointment_date}
              <br />
              <strong>Time:</strong> {p.appointment_time}
              <br />
              <strong>Practice:</strong> {p.practice_name}
              <br />
              <strong>Address:</strong> {p.practice_address}
              <br />
              <strong>Practice phone:</strong> {p.practice_phone}
              <br />
              <strong>Booking reference:</strong> {p.reference}
            </Text>
          </Section>
          {p.manage_url && (
            <Section>
              <Button href={p.manage_url} style={{ backgroundColor: '#005eb8', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 600 }}>
                {p.manage_label ?? 'Change or cancel your appointment'}
              </Button>
              <Text style={{ ...text, fontSize: '14px' }}>Or open this link: {p.manage_url}</Text>
            </Section>
          )}
        </Container>
      </Body>
    </Html>
  );
}
