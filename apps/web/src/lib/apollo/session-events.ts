type SessionListener = () => void;
const listeners = new Set<SessionListener>();

/** Lets the auth feature hear about an 'unauthenticated' answer to any request. */
export function onSessionRejected(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the error link when the server rejected the session. */
export function emitSessionRejected(): void {
  listeners.forEach((listener) => listener());
}
