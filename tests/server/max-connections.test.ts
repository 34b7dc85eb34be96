/**
 * MAX_CONNECTIONS bounds the connections the HTTP server holds, so idle sockets cannot take every
 * file descriptor: one more is closed on arrival, the ones held stay open.
 */
import net from 'node:net';

import express from 'express';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../server/config/env';
import { createHttpServer } from '../../server/http/create-http-server';
import { listen } from '../helpers/listen';

describe('connections', () => {
  it('closes connections beyond MAX_CONNECTIONS at once', async () => {
    const config = loadConfig({ DEMO_API: '1', MAX_CONNECTIONS: '2' });
    expect(config.maxConnections).toBe(2);
    const app = express();
    const server = await listen(createHttpServer(app, { maxConnections: config.maxConnections }));
    const { port } = new URL(server.url);
    const open = () =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.on('error', () => undefined);
      });
    try {
      const held = [await open(), await open()];
      const third = await open();
      await new Promise<void>((resolve) => third.once('close', () => resolve()));
      expect(held.every((socket) => !socket.destroyed)).toBe(true);
      held.forEach((socket) => socket.destroy());
    } finally {
      await server.close();
    }
  });
});
