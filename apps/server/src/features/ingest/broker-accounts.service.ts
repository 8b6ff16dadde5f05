import type { AppServices } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';
import { putGateway, putSensor, removeGateway, removeSensor, sendDynsecCommands, type DynsecCommand } from './mqtt-dynsec.js';

/**
 * Keeps a production Mosquitto's accounts in step with sensor and gateway secrets when MQTT_ADMIN_URL is
 * set: the mutation that issues, rotates or deletes a secret sends the same dynamic-security commands as
 * deploy/mosquitto/ks-broker, so nobody copies secrets by hand. Without MQTT_ADMIN_URL nothing is sent
 * (the embedded broker checks secrets itself; another broker's accounts are the operator's).
 */

/** The mutation's scope (after-commit work) and the server's configuration (MQTT_ADMIN_URL). */
interface BrokerCall {
  scope: Scope;
  app: Pick<AppServices, 'config'>;
}

/**
 * A new or rotated secret goes to the broker before the mutation commits: if the broker refuses or cannot
 * be reached, the mutation fails and nothing changes (otherwise the secret, shown once, would never work).
 */
async function grantBrokerAccount({ app }: BrokerCall, commands: DynsecCommand[]): Promise<void> {
  const adminUrl = app.config.mqttAdminUrl;
  if (adminUrl) await sendDynsecCommands(adminUrl, commands);
}

/**
 * A deleted credential's account goes once the deletion is committed. Should the broker be unreachable
 * then, the account stays until removed by hand, but its readings are refused anyway: ingest stores
 * readings of registered sensors only.
 */
function revokeBrokerAccount({ scope, app }: BrokerCall, commands: DynsecCommand[]): void {
  const adminUrl = app.config.mqttAdminUrl;
  if (adminUrl) scope.afterCommit(() => sendDynsecCommands(adminUrl, commands));
}

/** createSensor, rotateSensorCredential: the device may sign in with this secret, and no other. */
export const grantSensorAccount = ({
  sensor,
  secret,
  ...call
}: BrokerCall & { sensor: { clientId: string; hwid: string }; secret: string }) =>
  grantBrokerAccount(call, putSensor(sensor.clientId, sensor.hwid, secret));

/** deleteSensor: the device's account goes. */
export const revokeSensorAccount = ({ sensor, ...call }: BrokerCall & { sensor: { clientId: string; hwid: string } }) =>
  revokeBrokerAccount(call, removeSensor(sensor.clientId, sensor.hwid));

/** createGatewayCredential: the gateway may sign in as gateway/<id>@<clientId> with this secret. */
export const grantGatewayAccount = ({
  gateway,
  secret,
  ...call
}: BrokerCall & { gateway: { clientId: string; id: string }; secret: string }) =>
  grantBrokerAccount(call, putGateway(gateway.clientId, gateway.id, secret));

/** deleteGatewayCredential: the gateway's account goes. */
export const revokeGatewayAccount = ({ gateway, ...call }: BrokerCall & { gateway: { clientId: string; id: string } }) =>
  revokeBrokerAccount(call, removeGateway(gateway.clientId, gateway.id));
