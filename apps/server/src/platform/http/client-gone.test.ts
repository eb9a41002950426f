import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { skipIfClientGone } from './client-gone.ts';

describe('skipIfClientGone', () => {
  it('should not run the handler of a request whose client closed its connection while it waited, and run the others', async () => {
    const app = Fastify({ logger: false });
    let handled = 0;
    let release: () => void = () => {};
    const waited = new Promise<void>((r) => (release = r));
    // A slow step before the handler (a busy server), during which the client goes away.
    app.addHook('onRequest', async (request) => {
      if (request.url === '/slow') await waited;
    });
    app.addHook('preHandler', (request, reply, done) => {
      if (!skipIfClientGone(request, reply)) done();
    });
    app.get('/slow', async () => ({ handled: ++handled }));
    app.get('/fast', async () => ({ handled: ++handled }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((r) => setTimeout(r, 100));
      socket.destroy();
      await new Promise((r) => setTimeout(r, 100));
      release();
      await new Promise((r) => setTimeout(r, 100));
      expect(handled).toBe(0);
      const res = await fetch(`http://127.0.0.1:${port}/fast`);
      expect(await res.json()).toEqual({ handled: 1 });
    } finally {
      await app.close();
    }
  });
});
