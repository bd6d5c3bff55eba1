import { Body, Button, Container, Head, Heading, Html, Preview, Text } from '@react-email/components';

export interface SignInLinkProps {
  url: string;
  minutes: number;
}

const text = { fontSize: '16px', lineHeight: '24px', color: '#212b32' };

/** "E-mail me a sign-in link": one button, the plain link, and what to do if it was not you. */
export function SignInLink(p: SignInLinkProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>Your sign-in link for My Appointments</Preview>
      <Body style={{ backgroundColor: '#f0f4f5', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Heading as="h1" style={{ color: '#005eb8', fontSize: '24px' }}>
            Sign in to My Appointments
          </Heading>
          <Text style={text}>Use this link to see your emergency dental appointments. It works once, for {p.minutes} minutes.</Text>
          <Button href={p.url} style={{ backgroundColor: '#005eb8', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 600 }}>
            Sign in
          </Button>
          <Text style={{ ...text, fontSize: '14px' }}>Or open this link: {p.url}</Text>
          <Text style={{ ...text, fontSize: '14px', color: '#4c6272' }}>If you did not ask for this, you can ignore this e-mail: nobody can sign in without it.</Text>
        </Container>
      </Body>
    </Html>
  );
}
