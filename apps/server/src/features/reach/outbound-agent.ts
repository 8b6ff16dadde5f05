import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import type { Config } from '../../config.js';

const agents = new Map<string, https.Agent>();

/**
 * The HTTPS agent for calls to the outside world (push services, the SMS provider): the usual roots plus
 * OUTBOUND_CA_FILE's, for a corporate proxy's authority or a test's own certificate. Undefined: Node's default.
 */
export function outboundAgent(config: Pick<Config, 'outboundCaFile'>): https.Agent | undefined {
  const file = config.outboundCaFile;
  if (!file) return undefined;
  let agent = agents.get(file);
  if (!agent) {
    agent = new https.Agent({ keepAlive: true, ca: [...tls.rootCertificates, fs.readFileSync(file, 'utf8')] });
    agents.set(file, agent);
  }
  return agent;
}
