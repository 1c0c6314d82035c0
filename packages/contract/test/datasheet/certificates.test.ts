import { describe, expect, it } from 'vitest';
import { addDays, certificateValidity, validityRange } from '../../src/index.ts';

describe('certificateValidity', () => {
  const today = '2025-06-15';
  it('expired once the last valid day has passed', () => {
    expect(certificateValidity('2025-06-14', today)).toBe('expired');
    expect(certificateValidity('2020-01-01', today)).toBe('expired');
  });
  it('the last valid day itself is still valid, but expiring', () => {
    expect(certificateValidity('2025-06-15', today)).toBe('expiring');
  });
  it('expiring within 30 days, valid beyond', () => {
    expect(certificateValidity('2025-07-15', today)).toBe('expiring');
    expect(certificateValidity('2025-07-16', today)).toBe('valid');
  });
  it('no end date is open', () => {
    expect(certificateValidity(null, today)).toBe('open');
    expect(certificateValidity('', today)).toBe('open');
  });
});

describe('validityRange', () => {
  it('gives the valid_to ranges that match the marks', () => {
    const today = '2025-12-20';
    expect(validityRange('expired', today)).toEqual({ to: '2025-12-19' });
    expect(validityRange('expiring', today)).toEqual({ from: '2025-12-20', to: '2026-01-19' });
    expect(validityRange('valid', today)).toEqual({ from: '2026-01-20' });
    // Every day falls in exactly the range of its own mark.
    for (const validTo of ['2025-12-19', '2025-12-20', '2026-01-19', '2026-01-20']) {
      const mark = certificateValidity(validTo, today);
      if (mark === 'open') continue;
      const range = validityRange(mark, today);
      expect((range.from ?? '') <= validTo && validTo <= (range.to ?? '9999')).toBe(true);
    }
  });
  it('addDays crosses months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});
