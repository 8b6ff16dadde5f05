import { readFileSync } from 'node:fs';
import { putGateway, putSensor, putServer, removeGateway, removeSensor, sendDynsecCommands, type DynsecCommand } from './mqtt-dynsec.js';
import { loadBrokerAdminConfig } from '../../config.js';

const USAGE = `usage (MQTT_ADMIN_URL=mqtt://<dynsec admin>:<password>@<broker>:1883):
  ks-broker server  <username> [password]              the server's account (subscribes to every readings topic)
  ks-broker sensor  put    <clientId> <hwid> [secret]   a sensor secret was issued or rotated
  ks-broker sensor  remove <clientId> <hwid>            the sensor was deleted
  ks-broker gateway put    <clientId> <gatewayId> [secret]
  ks-broker gateway remove <clientId> <gatewayId>
A secret or password left out is read from the first line of standard input (keeps it out of ps and shell history).`;

/** The secret argument, or the first line of standard input. */
function secretOf(given: string | undefined): string {
  const secret = (given ?? readFileSync(0, 'utf8').split('\n')[0] ?? '').trim();
  if (!secret) throw new Error('no secret given');
  return secret;
}

function commandsOf(args: string[]): DynsecCommand[] | null {
  const [kind, action, clientId, id, secret] = args;
  if (kind === 'server' && action) return putServer(action, secretOf(clientId));
  if (!clientId || !id) return null;
  if (kind === 'sensor' && action === 'put') return putSensor(clientId, id, secretOf(secret));
  if (kind === 'sensor' && action === 'remove') return removeSensor(clientId, id);
  if (kind === 'gateway' && action === 'put') return putGateway(clientId, id, secretOf(secret));
  if (kind === 'gateway' && action === 'remove') return removeGateway(clientId, id);
  return null;
}

const adminUrl = loadBrokerAdminConfig().mqttAdminUrl;
const commands = commandsOf(process.argv.slice(2));
if (!adminUrl || !commands) {
  console.error(adminUrl ? USAGE : `MQTT_ADMIN_URL is not set\n${USAGE}`);
  process.exit(2);
}
try {
  await sendDynsecCommands(adminUrl, commands);
  console.log(`ks-broker: ${process.argv.slice(2, 4).join(' ')} done`);
} catch (error) {
  console.error(`ks-broker: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
