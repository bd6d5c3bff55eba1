import { SmtpMailer } from '../../../src/modules/notifications/services/mailer.js';
import { testConfig } from '../../support/app.js';
import { SmtpFake } from '../../fakes/smtp.fake.js';

describe('SMTP mailer (against a local SMTP server)', () => {
  let smtp: SmtpFake;

  beforeAll(async () => {
    smtp = await new SmtpFake().start();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it('sends HTML and plain text with our Message-ID and sender', async () => {
    const sut = new SmtpMailer(testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Emergency Dental <bookings@example.test>' }));
    const result = await sut.send({
      messageId: '<confirmation-123@example.test>',
      to: 'ann@example.com',
      subject: 'Appointment booked',
      html: '<p>Hello <strong>Ann</strong></p>',
      text: 'Hello Ann',
    });
    expect(result).toEqual({ messageId: '<confirmation-123@example.test>', duplicate: false });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.messageId).toBe('<confirmation-123@example.test>');
    expect(mail.subject).toBe('Appointment booked');
    expect(mail.from?.text).toContain('bookings@example.test');
    expect(mail.text?.trim()).toBe('Hello Ann');
    expect(mail.html).toContain('<strong>Ann</strong>');
  });

  it('fails loudly when the server is unreachable, so the job retries', async () => {
    const sut = new SmtpMailer(testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }));
    await expect(sut.send({ messageId: '<x@example.test>', to: 'a@example.com', subject: 's', html: 'h', text: 't' })).rejects.toThrow();
  });
});
