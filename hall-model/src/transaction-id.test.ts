import { describe, expect, it } from 'vitest';
import { normalizeTransactionId } from './index.ts';

describe('normalizeTransactionId', () => {
  it('uppercases', () => {
    expect(normalizeTransactionId('8n7a6b5c')).toBe('8N7A6B5C');
  });

  it('removes spaces, tabs and new lines anywhere', () => {
    expect(normalizeTransactionId(' 8N7 A6B\t5C\n')).toBe('8N7A6B5C');
  });

  it('maps ids that differ only in case and spacing to one key', () => {
    expect(normalizeTransactionId('abc 123')).toBe(normalizeTransactionId('ABC123 '));
  });

  it('keeps different ids different', () => {
    expect(normalizeTransactionId('ABC123')).not.toBe(normalizeTransactionId('ABC124'));
  });
});
