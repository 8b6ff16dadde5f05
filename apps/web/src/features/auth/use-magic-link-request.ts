import { useState } from 'react';
import { STORAGE_KEYS, writeStored } from '../../lib/storage/storage';
import { useRequest } from '../../lib/use-request';
import { SendMagicLinkDocument } from './auth.operations';

export type MagicLinkError = 'auth.emailNotRegistered' | 'auth.emailRequestFailed';

export type MagicLinkRequest = {
  send: (email: string) => Promise<void>;
  loading: boolean;
  /** The address the link went to, once the server answered SUCCESS. */
  sentTo: string | null;
  failure: MagicLinkError | null;
};

/** Requests a magic link; on SUCCESS the e-mail is stored for the callback page (same browser). */
export function useMagicLinkRequest(): MagicLinkRequest {
  const [sendMagicLink, { loading }] = useRequest(SendMagicLinkDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<MagicLinkError | null>(null);

  const send = async (email: string) => {
    setFailure(null);
    try {
      const payload = (await sendMagicLink({ email })).sendMagicLink;
      if (payload.status === 'SUCCESS') {
        writeStored(STORAGE_KEYS.magicLinkEmail, email);
        setSentTo(email);
        return;
      }
      setFailure(payload.errorCode === 'ERROR_EMAIL_NOT_REGISTERED' ? 'auth.emailNotRegistered' : 'auth.emailRequestFailed');
    } catch (error) {
      console.error('sendMagicLink failed', error);
      setFailure('auth.emailRequestFailed');
    }
  };

  return { send, loading, sentTo, failure };
}
