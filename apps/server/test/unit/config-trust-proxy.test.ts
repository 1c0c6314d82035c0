import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy(' FALSE ')).toBe(false);
  });

  it('trusts every proxy with true', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('True')).toBe(true);
  });

  it('refuses a bare hop count, which Fastify would trust for no one', () => {
    expect(() => trustProxy('1')).toThrow(/TRUST_PROXY: a hop count is not enough/);
  });

  it('reads a comma list of addresses, CIDR ranges and named ranges', () => {
    expect(trustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trustProxy('loopback, 10.0.0.0/8,192.168.1.0/24 , ::1, fd00::/8')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
    ]);
    expect(trustProxy('linklocal,uniquelocal')).toEqual(['linklocal', 'uniquelocal']);
  });

  it('refuses anything else, naming the variable and the bad entry', () => {
    for (const bad of [
      'yes',
      '0',
      '101',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/1',
      'proxy.local',
    ]) {
      expect(() => trustProxy(bad), bad).toThrow(ConfigError);
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
    expect(() => trustProxy('10.0.0.1, proxy.local')).toThrow(/"proxy\.local"/);
    expect(() => trustProxy('10.0.0.1,')).toThrow(/""/);
  });
});
