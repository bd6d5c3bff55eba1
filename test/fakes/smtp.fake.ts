import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server (smtp-server) that parses what it receives (mailparser). */
export class SmtpFake {
  private server?: SMTPServer;
  readonly received: ParsedMail[] = [];
  port = 0;
  /** While true, every message is refused with a temporary failure (451), as a struggling provider does. */
  failing = false;
  /** How many messages were refused while failing. */
  refused = 0;

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.failing) {
          this.refused += 1;
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 })));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
