import { describe, expect, it } from 'vitest';
import { configFrom } from './config';

describe('sandbox configuration', () => {
  it('reads the simulated terminals settings from the environment, with defaults', () => {
    const defaults = configFrom({});
    expect(defaults).toMatchObject({ actionDelayMs: 3000, heartbeatMs: 5000, heartbeatBatch: 40 });
    expect(defaults.worldNow).toBeUndefined();
    expect(
      configFrom({ SANDBOX_ACTION_DELAY_MS: '0', SANDBOX_HEARTBEAT_MS: '250', SANDBOX_HEARTBEAT_BATCH: '500' }),
    ).toMatchObject({ actionDelayMs: 0, heartbeatMs: 250, heartbeatBatch: 500 });
  });

  it('turns heartbeats off with 0 and keeps nonsense from running them too fast', () => {
    expect(configFrom({ SANDBOX_HEARTBEAT_MS: '0' }).heartbeatMs).toBe(0);
    expect(configFrom({ SANDBOX_HEARTBEAT_MS: '-5' }).heartbeatMs).toBe(0);
    expect(configFrom({ SANDBOX_HEARTBEAT_MS: '10' }).heartbeatMs).toBe(100);
    expect(configFrom({ SANDBOX_HEARTBEAT_MS: 'often' }).heartbeatMs).toBe(5000);
    expect(configFrom({ SANDBOX_HEARTBEAT_BATCH: '0' }).heartbeatBatch).toBe(1);
    expect(configFrom({ SANDBOX_ACTION_DELAY_MS: '-1' }).actionDelayMs).toBe(0);
  });

  it('turns the test helpers on only when SANDBOX_TEST_MODE is 1', () => {
    expect(configFrom({}).testMode).toBe(false);
    expect(configFrom({ SANDBOX_TEST_MODE: 'true' }).testMode).toBe(false);
    expect(configFrom({ SANDBOX_TEST_MODE: '1' }).testMode).toBe(true);
  });

  it("takes scrypt's work factor as a power of two from 1024, 16384 otherwise", () => {
    expect(configFrom({}).passwordCost).toBe(16384);
    expect(configFrom({ SANDBOX_PASSWORD_COST: '1024' }).passwordCost).toBe(1024);
    expect(configFrom({ SANDBOX_PASSWORD_COST: '65536' }).passwordCost).toBe(65536);
    expect(configFrom({ SANDBOX_PASSWORD_COST: '512' }).passwordCost).toBe(16384);
    expect(configFrom({ SANDBOX_PASSWORD_COST: '3000' }).passwordCost).toBe(16384);
  });

  it('lets overrides win over the environment', () => {
    expect(configFrom({ SANDBOX_HEARTBEAT_MS: '250' }, { heartbeatMs: 0 }).heartbeatMs).toBe(0);
  });
});
