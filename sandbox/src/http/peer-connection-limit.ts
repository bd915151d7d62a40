import type { Server } from 'node:net';
import { connectionPeer } from './connection-peer.js';

/**
 * Closes a connection as it arrives when its peer (connection-peer.ts) already holds `max`:
 * one client cannot take every connection the server allows and keep the others out.
 */
export function limitConnectionsPerPeer(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const peer = connectionPeer(socket.remoteAddress);
    const count = open.get(peer) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(peer, count + 1);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left > 0) open.set(peer, left);
      else open.delete(peer);
    });
  });
}
