import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';

/** The spec's confirmation template fields (section 7), plus the booking reference. */
export interface BookingConfirmationProps {
  to_name: string;
  appointment_date: string;
  appointment_time: string;
  practice_name: string;
  practice_address: string;
  practice_phone: string;
  patient_name: string;
  patient_phone: string;
  patient_postcode: string;
  patient_issue: string;
  appointment_id: string;
  reference: string;
  booking_fee: string;
  /** The signed manage link (issue #11): see, move or cancel without an account. */
  manage_url?: string;
}

const text = { fontSize: '16px', lineHeight: '24px', color: '#212b32' };

export function BookingConfirmation(p: BookingConfirmationProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>
        Your emergency dental appointment on {p.appointment_date} at {p.appointment_time}
      </Preview>
      <Body style={{ backgroundColor: '#f0f4f5', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Heading as="h1" style={{ color: '#005eb8', fontSize: '24px' }}>
            Your appointment is booked
          </Heading>
          <Text style={text}>Dear {p.to_name},</Text>
          <Text style={text}>
            Thank you for booking with Emergency Dental. Your booking reference is <strong>{p.reference}</strong>.
          </Text>
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
            </Text>
          </Section>
          {p.manage_url && (
            <Section>
              <Button href={p.manage_url} style={{ backgroundColor: '#005eb8', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 600 }}>
                Change or cancel your appointment
              </Button>
              <Text style={{ ...text, fontSize: '14px' }}>
                Or open this link: {p.manage_url}
                <br />
                The calendar file attached adds the appointment to your calendar.
              </Text>
            </Section>
          )}
          <Hr />
          <Text style={text}>
            <strong>Your details</strong>
            <br />
            Name: {p.patient_name}
            <br />
            Phone: {p.patient_phone}
            <br />
            Postcode: {p.patient_postcode}
            <br />
            Issue: {p.patient_issue || 'Not given'}
          </Text>
          <Hr />
          <Text style={text}>
            You have paid the {p.booking_fee} booking fee. Further payment for your treatment is made directly to the
            practice at your appointment.
          </Text>
          <Text style={{ ...text, fontSize: '13px', color: '#4c6272' }}>Appointment ID: {p.appointment_id}</Text>
        </Container>
      </Body>
    </Html>
  );
}
