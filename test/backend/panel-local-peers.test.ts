/**
 * Who the control panel takes as this machine, decided on the peer's address alone: loopback
 * in any spelling is, an address of a network (this machine's own interfaces included) never
 * is, and a list of local peers only narrows the rule. No request is sent.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasPanelAccess, needsPanelToken } from '../../sandbox/src/control-panel/panel-access.js';
import { isLocalPeer, notLoopbackPeer } from '../../sandbox/src/http/panel-local-peers.js';

/** Loopback, as a socket may report it: IPv4, IPv6 and IPv4 on a dual-stack socket. */
const LOOPBACK = [
  '127.0.0.1',
  '127.0.0.2',
  '127.255.255.254',
  '::1',
  '0:0:0:0:0:0:0:1',
  '::ffff:127.0.0.1',
  '::FFFF:127.0.0.2',
  '::ffff:7f00:1',
];

/** Made-up addresses a machine's own network interfaces could have: the rule must never count them as this machine. */
const OWN_INTERFACES = ['192.168.1.20', '10.0.0.5', 'fe80::1c2a:3bff:fe4d:5e6f', '2001:db8::20'];

/** Other machines, and what is no peer address at all. */
const NOT_LOOPBACK = [
  ...OWN_INTERFACES,
  '::ffff:10.0.0.5',
  '::ffff:192.168.1.20',
  '169.254.10.1',
  'fe80::1',
  'fe80::1%eth0',
  '203.0.113.7',
  '::127.0.0.1',
  '0.0.0.0',
  '::',
  '128.0.0.1',
  '126.255.255.255',
  'localhost',
  '127.0.0.1.nip.io',
  '127.1',
  '',
  undefined,
];

describe('the control panel’s local peers', () => {
  it('takes every loopback address as this machine by default', () => {
    for (const address of LOOPBACK) assert.equal(isLocalPeer(address, 'loopback'), true, address);
  });

  it('takes no other address as this machine, its own network addresses and link-local ones included', () => {
    for (const address of NOT_LOOPBACK)
      assert.equal(isLocalPeer(address, 'loopback'), false, String(address));
  });

  it('with a list, takes only the loopback addresses listed, in any spelling', () => {
    const onlyFirst = ['127.0.0.1'];
    assert.equal(isLocalPeer('127.0.0.1', onlyFirst), true);
    assert.equal(isLocalPeer('::ffff:127.0.0.1', onlyFirst), true);
    for (const address of ['127.0.0.2', '::ffff:127.0.0.2', '::1', '10.0.0.5'])
      assert.equal(isLocalPeer(address, onlyFirst), false, address);
    assert.equal(isLocalPeer('0:0:0:0:0:0:0:1', ['::1']), true);
    assert.equal(isLocalPeer('127.0.0.1', ['::1']), false);
  });

  it('with an empty list, takes nobody as this machine: a proxy on this machine forwards from loopback', () => {
    for (const address of LOOPBACK) assert.equal(isLocalPeer(address, []), false, address);
  });

  it('never widens: a listed address that is not loopback is no local peer', () => {
    for (const address of OWN_INTERFACES) assert.equal(isLocalPeer(address, OWN_INTERFACES), false, address);
    assert.equal(isLocalPeer('::ffff:10.0.0.5', ['::ffff:10.0.0.5']), false);
  });

  it('names the first listed entry that is not a loopback address', () => {
    assert.equal(notLoopbackPeer(['127.0.0.1', '::1', '::ffff:127.0.0.3']), undefined);
    assert.equal(notLoopbackPeer([]), undefined);
    assert.equal(notLoopbackPeer(['127.0.0.1', '192.168.1.20', '10.0.0.5']), '192.168.1.20');
    assert.equal(notLoopbackPeer(['localhost']), 'localhost');
    assert.equal(notLoopbackPeer(['::ffff:10.0.0.5']), '::ffff:10.0.0.5');
    assert.equal(notLoopbackPeer(['127.0.0.0/8']), '127.0.0.0/8');
  });
});

describe('control panel access', () => {
  const TOKEN = 'a-long-random-panel-token-of-the-sandbox';
  const bearer = `Bearer ${TOKEN}`;

  it('answers a local peer without the token, another one only with it', () => {
    const rule = { token: TOKEN, localPeers: ['127.0.0.1'] };
    assert.equal(hasPanelAccess({ remoteAddress: '::ffff:127.0.0.1' }, rule), true);
    assert.equal(hasPanelAccess({ remoteAddress: '127.0.0.2' }, rule), false);
    assert.equal(hasPanelAccess({ remoteAddress: '127.0.0.2', authorization: bearer }, rule), true);
    assert.equal(hasPanelAccess({ remoteAddress: '127.0.0.2', authorization: 'Bearer nope' }, rule), false);
    assert.equal(
      hasPanelAccess({ remoteAddress: '::ffff:10.0.0.5', cookie: `a=b; sandbox_panel_token=${TOKEN}` }, rule),
      true,
    );
    assert.equal(
      hasPanelAccess({ remoteAddress: '::ffff:10.0.0.5', cookie: 'sandbox_panel_token=x' }, rule),
      false,
    );
  });

  it('without a token, answers loopback only', () => {
    const rule = { token: undefined, localPeers: 'loopback' } as const;
    assert.equal(hasPanelAccess({ remoteAddress: '127.0.0.2' }, rule), true);
    assert.equal(hasPanelAccess({ remoteAddress: '192.168.1.20', authorization: 'Bearer ' }, rule), false);
    assert.equal(hasPanelAccess({}, rule), false);
  });

  it('makes a token on a network address, or when a list narrows who is this machine', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'fe80::1', 'sandbox'])
      assert.equal(needsPanelToken(host, 'loopback'), true, host);
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      assert.equal(needsPanelToken(host, 'loopback'), false, host);
    assert.equal(needsPanelToken('127.0.0.1', ['127.0.0.1']), true);
    assert.equal(needsPanelToken('127.0.0.1', []), true);
  });
});
