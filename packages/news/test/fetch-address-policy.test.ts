import diagnosticsChannel from 'node:diagnostics_channel';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed } from '../src/index.ts';
import { type FeedServer, readFixture, startFeedServer } from '../src/testing.ts';
import { failureOf } from './fetch-helpers.ts';

let server: FeedServer;
let otherServer: FeedServer;
const feedBytes = readFixture('rss2-lab-blog.xml');

beforeAll(async () => {
  server = await startFeedServer();
  otherServer = await startFeedServer();
});

afterAll(async () => {
  await server.close();
  await otherServer.close();
});

// Every TCP client socket the process opens is published on this channel (node:net).
let clientSockets = 0;
const countSocket = () => {
  clientSockets += 1;
};
beforeAll(() => {
  diagnosticsChannel.subscribe('net.client.socket', countSocket);
});
afterAll(() => {
  diagnosticsChannel.unsubscribe('net.client.socket', countSocket);
});

describe('fetchFeed: address policy', () => {
  afterEach(() => {
    clientSockets = 0;
  });

  it.each([
    'http://localhost:PORT/feed.xml',
    'http://127.0.0.1:PORT/feed.xml',
    'http://10.0.0.1/feed.xml',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:PORT/feed.xml',
    'http://[::ffff:127.0.0.1]:PORT/feed.xml',
    'http://0.0.0.0:PORT/feed.xml',
    'http://100.64.0.1/feed.xml',
    'http://[fd00::1]/feed.xml',
    'https://192.168.1.1/feed.xml',
    'http://2130706433:PORT/feed.xml',
  ])('refuses %s without opening a connection', async (pattern) => {
    server.serve('/feed.xml', { body: feedBytes });
    const connectionsBefore = server.connections();
    clientSockets = 0;
    const error = await failureOf(fetchFeed({ url: pattern.replace('PORT', String(server.port)) }));
    expect(error.code).toBe('blocked-address');
    expect(error.transient).toBe(false);
    expect(clientSockets).toBe(0);
    expect(server.connections()).toBe(connectionsBefore);
  });

  it('lets an allow-listed host through, by host:port or by host', async () => {
    server.serve('/feed.xml', { body: feedBytes });
    clientSockets = 0;
    const byPort = await fetchFeed({
      url: server.url('/feed.xml'),
      allowPrivateHosts: [`127.0.0.1:${server.port}`],
    });
    expect(byPort.kind).toBe('ok');
    // The channel does see real connections, so the zero counts above mean something.
    expect(clientSockets).toBeGreaterThan(0);
    const byHost = await fetchFeed({
      url: server.url('/feed.xml'),
      allowPrivateHosts: ['127.0.0.1'],
    });
    expect(byHost.kind).toBe('ok');
    const otherPort = await failureOf(
      fetchFeed({
        url: otherServer.url('/feed.xml'),
        allowPrivateHosts: [`127.0.0.1:${server.port}`],
      }),
    );
    expect(otherPort.code).toBe('blocked-address');
  });

  it('connects to the checked address of a host name and keeps the name in the Host header', async () => {
    server.serve('/named.xml', { body: feedBytes });
    const result = await fetchFeed({
      url: `http://localhost:${server.port}/named.xml`,
      allowPrivateHosts: ['localhost'],
      userAgent: 'NewsTest/1.0',
    });
    expect(result.kind).toBe('ok');
    const headers = server.lastHeaders('/named.xml');
    expect(headers?.host).toBe(`localhost:${server.port}`);
    expect(headers?.['user-agent']).toBe('NewsTest/1.0');
    expect(headers?.['accept-encoding']).toBe('gzip, deflate, br');
  });

  it.each([
    ['not a url', 'bad-url'],
    ['ftp://files.example.org/feed.xml', 'bad-scheme'],
    ['file:///etc/passwd', 'bad-scheme'],
    ['javascript:alert(1)', 'bad-scheme'],
  ])('refuses %s as %s', async (url, code) => {
    const error = await failureOf(fetchFeed({ url }));
    expect(error.code).toBe(code);
    expect(error.transient).toBe(false);
  });
});
