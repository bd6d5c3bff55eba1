import { Body, Button, Container, Head, Heading, Html, Link, Preview, Text } from '@react-email/components';

/** Waitlist e-mails: joined (with the leave link) and an offer (claim button, time limit, leave link). */
export interface WaitlistMailProps {
  preview: string;
  heading: string;
  lines: string[];
  action?: { label: string; url: string };
  leaveUrl: string;
}

const text = { fontSize: '16px', lineHeight: '24px', color: '#212b32' };

export function WaitlistMail(p: WaitlistMailProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{p.preview}</Preview>
      <Body style={{ backgroundColor: '#f0f4f5', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Heading as="h1" style={{ color: '#005eb8', fontSize: '24px' }}>
            {p.heading}
          </Heading>
          {p.lines.map((line) => (
            <Text key={line} style={text}>
              {line}
            </Text>
          ))}
          {p.action && (
            <>
              <Button href={p.action.url} style={{ backgroundColor: '#005eb8', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 600 }}>
                {p.action.label}
              </Button>
              <Text style={{ ...text, fontSize: '14px' }}>Or open this link: {p.action.url}</Text>
            </>
          )}
          <Text style={{ ...text, fontSize: '14px', color: '#4c6272' }}>
            No longer need an appointment? <Link href={p.leaveUrl}>Leave the waitlist</Link> ({p.leaveUrl}) and we delete your details.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
