import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';

/** Largest MQTT packet the embedded broker reads: a reading batch is a few KiB at most. */
export const MAX_MQTT_PACKET_BYTES = 64 * 1024;

/**
 * Follows the MQTT fixed headers in a byte stream (type byte, then the remaining length as up to four
 * 7-bit groups) and skips each body. `accept` answers false as soon as a packet declares more than
 * `maxBytes`, or a length is malformed: before any byte of that body has been read.
 */
export class PacketSizeScanner {
  private state: 'type' | 'length' | 'body' = 'type';
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private remaining = 0;

  constructor(private readonly maxBytes: number) {}

  accept(chunk: Buffer): boolean {
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'type') {
        i += 1;
        this.state = 'length';
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
      } else if (this.state === 'length') {
        const byte = chunk[i++]!;
        this.length += (byte & 0x7f) * this.multiplier;
        this.multiplier *= 128;
        this.lengthBytes += 1;
        if (this.length > this.maxBytes || this.lengthBytes > 4) return false;
        if ((byte & 0x80) === 0) {
          this.remaining = this.length;
          this.state = this.remaining > 0 ? 'body' : 'type';
        }
      } else {
        const skipped = Math.min(this.remaining, chunk.length - i);
        i += skipped;
        this.remaining -= skipped;
        if (this.remaining === 0) this.state = 'type';
      }
    }
    return true;
  }
}

/**
 * The broker's side of a TCP connection, passing bytes through a PacketSizeScanner: a packet declared
 * larger than `maxBytes` ends the connection at its header, so neither aedes' parser (which gathers a
 * whole packet before parsing it, with no size option) nor anything else holds its body. Back-pressure
 * is kept: the socket pauses while aedes has not read what was passed on.
 */
export function guardPacketSize(socket: Socket, maxBytes = MAX_MQTT_PACKET_BYTES): Duplex {
  const scanner = new PacketSizeScanner(maxBytes);
  const guarded = new Duplex({
    read() {
      socket.resume();
    },
    write(chunk: Buffer, _encoding, callback) {
      socket.write(chunk, callback);
    },
    // What aedes writes while the connection is corked (a batch's PUBACKs, see broker-intake.ts) reaches
    // the socket as one write. Without writev a Duplex passes buffered chunks on one at a time, each after
    // the previous one's callback: a system call per PUBACK, which was a third of the embedded broker
    // path's Node CPU in the MQTT benchmark.
    writev(chunks, callback) {
      socket.write(chunks.length === 1 ? chunks[0]!.chunk : Buffer.concat(chunks.map((c) => c.chunk as Buffer)), callback);
    },
    final(callback) {
      socket.end(callback);
    },
    destroy(error, callback) {
      socket.destroy();
      callback(error);
    },
  });
  socket.on('data', (chunk: Buffer) => {
    if (!scanner.accept(chunk)) {
      socket.destroy();
      guarded.destroy();
      return;
    }
    if (!guarded.push(chunk)) socket.pause();
  });
  socket.on('end', () => guarded.push(null));
  socket.on('error', (error) => guarded.destroy(error));
  socket.on('close', () => guarded.destroy());
  return guarded;
}
