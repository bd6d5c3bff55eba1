import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TestClient } from './client.js';

export interface InboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

const admins = new WeakMap<NestFastifyApplication, Promise<TestClient>>();

/** The dev inbox, newest first, read as a signed-in admin (it is closed to everyone else). */
export async function devInbox(app: NestFastifyApplication): Promise<InboxMail[]> {
  let admin = admins.get(app);
  if (!admin) {
    admin = (async () => {
      const client = new TestClient(app);
      await client.signInAsAdmin();
      return client;
    })();
    admins.set(app, admin);
  }
  const res = await (await admin).get('/dev/mail.json');
  if (res.statusCode !== 200) throw new Error(`dev inbox: ${res.statusCode} ${res.body}`);
  return res.json() as InboxMail[];
}
