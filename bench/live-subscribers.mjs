// A child process holding many idle live subscriptions (GraphQL over SSE), for live.bench.ts: the
// subscribers' own sockets and buffers stay out of the server's process, as browsers would.
// Usage (forked): live-subscribers.mjs <url> <token> <count>; sends {ready: n} once n streams answered.
const [url, token, countText] = process.argv.slice(2);
const count = Number(countText);
const query = 'subscription { temperatureChanged(kinds: [ALERT]) { kind applianceId } }';
const open = [];

async function subscribe() {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  if (!response.ok || !response.body) throw new Error(`subscription answered ${response.status}`);
  const reader = response.body.getReader();
  open.push(reader);
  // Read (and drop) what arrives, as a browser does: keep-alive pings every 12 s.
  void (async () => {
    try {
      for (;;) if ((await reader.read()).done) break;
    } catch {
      // closed
    }
  })();
}

for (let started = 0; started < count; started += 50) {
  await Promise.all(Array.from({ length: Math.min(50, count - started) }, subscribe));
}
process.send?.({ ready: open.length });
process.on('message', async (message) => {
  if (message === 'close') {
    await Promise.all(open.map((reader) => reader.cancel().catch(() => undefined)));
    process.exit(0);
  }
});
