import { readSandboxConfig } from './config';

test('defaults: port 4100 on this machine only, info logs', () => {
  expect(readSandboxConfig({})).toEqual({ port: 4100, host: '127.0.0.1', logLevel: 'info' });
});

test('reads SANDBOX_PORT, SANDBOX_HOST and LOG_LEVEL', () => {
  expect(readSandboxConfig({ SANDBOX_PORT: '4999', SANDBOX_HOST: '0.0.0.0', LOG_LEVEL: 'warn' })).toEqual({ port: 4999, host: '0.0.0.0', logLevel: 'warn' });
});

test('bad values name their variable', () => {
  expect(() => readSandboxConfig({ SANDBOX_PORT: 'x' })).toThrow('SANDBOX_PORT must be a port from 1 to 65535, got "x"');
  expect(() => readSandboxConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
});

test('never in production', () => {
  expect(() => readSandboxConfig({ NODE_ENV: 'production' })).toThrow('never runs in production');
});
