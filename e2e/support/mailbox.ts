import { expect, type APIRequestContext } from '@playwright/test';

export interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/**
 * Waits for the newest e-mail to `address` in the embedded mailbox received after `since`, and whose
 * subject contains `subject` when one is given.
 */
export async function latestMail(
  request: APIRequestContext,
  address: string,
  since: Date,
  { subject, timeout = 10_000 }: { subject?: string; timeout?: number } = {},
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox/messages.json?to=${encodeURIComponent(address)}`);
        const messages = (await response.json()) as MailboxMessage[];
        found = messages.find((m) => new Date(m.receivedAt) >= since && (subject === undefined || m.subject.includes(subject)));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/** The first link in a message's text. */
export function linkIn(message: MailboxMessage): string {
  const match = message.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${message.text}`);
  return match[0];
}
