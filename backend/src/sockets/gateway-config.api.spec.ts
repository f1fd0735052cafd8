import { ConfigError, loadConfig } from '../config/app-config';

describe('socket gateway configuration', () => {
  const base = { DATA_DIR: '/tmp/market-gateway-config', JWT_SECRET: 'x'.repeat(40) };

  it('serves sockets in the API by default and puts the gateway on 3001', () => {
    const config = loadConfig(base);
    expect(config.socketsInApi).toBe(true);
    expect(config.gatewayPort).toBe(3001);
  });

  it('allows SOCKETS_IN_API=false only with REDIS_URL', () => {
    expect(() => loadConfig({ ...base, SOCKETS_IN_API: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SOCKETS_IN_API: 'false' })).toThrow(/SOCKETS_IN_API/);
    const config = loadConfig({ ...base, SOCKETS_IN_API: 'false', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config.socketsInApi).toBe(false);
  });

  it('refuses a bad GATEWAY_PORT', () => {
    expect(() => loadConfig({ ...base, GATEWAY_PORT: 'abc' })).toThrow(/GATEWAY_PORT/);
    expect(() => loadConfig({ ...base, GATEWAY_PORT: '70000' })).toThrow(/GATEWAY_PORT/);
    expect(loadConfig({ ...base, GATEWAY_PORT: '4100' }).gatewayPort).toBe(4100);
  });
});
