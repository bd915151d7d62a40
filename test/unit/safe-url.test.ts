import { expect } from '@open-wc/testing';
import { toBackendOrigin, toSafeUrl } from '../../src/api/safe-url.js';

describe('toSafeUrl', () => {
  it('accepts https anywhere and http only on loopback hosts', () => {
    expect(toSafeUrl('https://bank.example/login?x=1')?.href).to.equal('https://bank.example/login?x=1');
    expect(toSafeUrl('http://localhost:5173/callback')?.host).to.equal('localhost:5173');
    expect(toSafeUrl('http://127.0.0.1:3600/x')?.hostname).to.equal('127.0.0.1');
    expect(toSafeUrl('http://[::1]:8080/')?.hostname).to.equal('[::1]');
    expect(toSafeUrl('http://bank.example/login')).to.equal(undefined);
  });

  it('refuses script, data and other schemes, relative URLs and non-strings', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://bank.example/',
      '/relative/path',
      '//bank.example/',
      '',
    ]) {
      expect(toSafeUrl(raw), raw).to.equal(undefined);
    }
    expect(toSafeUrl(42)).to.equal(undefined);
    expect(toSafeUrl(null)).to.equal(undefined);
  });
});

describe('toBackendOrigin', () => {
  it('keeps only the origin of an https or loopback URL', () => {
    expect(toBackendOrigin('https://auth.example.com/lib/widgets.umd.min.js')).to.equal(
      'https://auth.example.com',
    );
    expect(toBackendOrigin(' http://localhost:3600 ')).to.equal('http://localhost:3600');
  });

  it('gives undefined for nothing or an unusable value', () => {
    expect(toBackendOrigin(null)).to.equal(undefined);
    expect(toBackendOrigin('')).to.equal(undefined);
    expect(toBackendOrigin('auth.example.com')).to.equal(undefined);
    expect(toBackendOrigin('http://auth.example.com')).to.equal(undefined);
  });
});
