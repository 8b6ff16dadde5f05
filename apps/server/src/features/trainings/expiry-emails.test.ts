import { describe, expect, it } from 'vitest';
import { expiryEmail } from './expiry-emails.js';

const facts = {
  holderName: 'Pat <Porter>',
  certificateName: 'Food Safety Basics',
  validUntil: new Date('2027-02-28T09:15:00Z'),
  link: 'https://ks.test/training',
};

describe('certificate expiry e-mail', () => {
  it('tells the holder in English and a manager in Spanish, escaping HTML', () => {
    const holder = expiryEmail(facts, { email: 'pat@x.test', language: 'en', isHolder: true });
    expect(holder).toEqual(expect.objectContaining({ to: 'pat@x.test', subject: 'Certificate expiring soon: Food Safety Basics' }));
    expect(holder.text).toContain('Your certificate "Food Safety Basics" expires on February 28, 2027.');
    expect(holder.text).toContain('https://ks.test/training');
    const manager = expiryEmail(facts, { email: 'boss@x.test', language: 'es', isHolder: false });
    expect(manager.subject).toBe('Certificado a punto de caducar: Food Safety Basics');
    expect(manager.text).toContain('El certificado "Food Safety Basics" de Pat <Porter> caduca el 28 de febrero de 2027.');
    expect(manager.html).toContain('Pat &#60;Porter&#62;');
    expect(manager.html).not.toContain('<Porter>');
  });
});
