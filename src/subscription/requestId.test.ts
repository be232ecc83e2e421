import { UUID_PATTERN } from './__fixtures__/testUtils';
import { createRequestId } from './requestId';

describe('createRequestId', () => {
  const originalCrypto = globalThis.crypto;
  afterEach(() => {
    Object.defineProperty(globalThis, 'crypto', { value: originalCrypto, configurable: true });
  });

  it('should use crypto.randomUUID when present', () => {
    const randomUUID = jest.fn(() => '00000000-0000-4000-8000-000000000000');
    Object.defineProperty(globalThis, 'crypto', { value: { randomUUID }, configurable: true });
    expect(createRequestId()).toBe('00000000-0000-4000-8000-000000000000');
  });

  it.each([
    ['getRandomValues only', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xab) }],
    ['no crypto at all', undefined],
  ])('should fall back to a version 4 id with %s, unique per call', (_name, value) => {
    Object.defineProperty(globalThis, 'crypto', { value, configurable: true });
    const first = createRequestId();
    expect(first).toMatch(UUID_PATTERN);
    if (!value) expect(createRequestId()).not.toBe(first);
  });
});
