import { describe, expect, it } from 'vitest';
import {
  composeEnvironment,
  dependencies,
  interpolate,
  readCompose,
  stopGraceMs,
} from './compose-file.ts';

describe('interpolate, as docker compose does', () => {
  const variables = { SET: 'value', EMPTY: '' };

  it.each([
    [`\${SET:-d}`, 'value'],
    [`\${EMPTY:-d}`, 'd'],
    [`\${UNSET:-d}`, 'd'],
    [`\${EMPTY-d}`, ''],
    [`\${UNSET-d}`, 'd'],
    [`\${SET:+r}`, 'r'],
    [`\${EMPTY:+r}`, ''],
    [`\${EMPTY+r}`, 'r'],
    [`\${UNSET+r}`, ''],
    [`\${SET}`, 'value'],
    ['$SET/x', 'value/x'],
    [`\${UNSET}`, ''],
    ['$$SET', '$SET'],
    [`postgres://phi:\${PW:-local}@postgres:5432/phi`, 'postgres://phi:local@postgres:5432/phi'],
  ])('%s -> %s', (input, expected) => {
    expect(interpolate(input, variables)).toBe(expected);
  });

  it('refuses a required variable that is unset (or empty with :?)', () => {
    expect(() => interpolate(`\${UNSET:?set it}`, variables)).toThrow(
      'compose needs UNSET: set it',
    );
    expect(() => interpolate(`\${EMPTY:?set it}`, variables)).toThrow(/EMPTY/);
    expect(interpolate(`\${EMPTY?set it}`, variables)).toBe('');
    expect(interpolate(`\${SET:?set it}`, variables)).toBe('value');
  });
});

describe('composeEnvironment', () => {
  it('keeps empty values, as the container sees them', () => {
    const env = composeEnvironment(
      { environment: { A: `\${X:-}`, B: 3001, C: null, D: `\${SET}` } },
      { SET: 's', C: 'from shell' },
    );
    expect(env).toEqual({ A: '', B: '3001', C: 'from shell', D: 's' });
  });

  it('reads the list form', () => {
    const env = composeEnvironment({ environment: ['A=1=2', 'B', 'C'] }, { B: 'b' });
    expect(env).toEqual({ A: '1=2', B: 'b' });
  });

  it("gives the compose file's migrate job the runner's admin", () => {
    const migrate = readCompose().services.migrate ?? {};
    const env = composeEnvironment(migrate, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'pw' });
    expect(env).toMatchObject({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'pw', ADMIN_EMAIL: '' });
  });
});

describe('compose durations and dependencies', () => {
  it.each([
    [undefined, 10_000],
    ['30s', 30_000],
    ['1m30s', 90_000],
    ['500ms', 500],
  ])('stop_grace_period %s is %i ms', (value, ms) => {
    expect(stopGraceMs(value === undefined ? {} : { stop_grace_period: value })).toBe(ms);
  });

  it('refuses what is not a duration', () => {
    expect(() => stopGraceMs({ stop_grace_period: '30 seconds' })).toThrow(/not a duration/);
  });

  it('reads depends_on in both forms', () => {
    expect(dependencies({ depends_on: ['a'] })).toEqual({ a: 'service_started' });
    expect(dependencies({ depends_on: { a: { condition: 'service_healthy' } } })).toEqual({
      a: 'service_healthy',
    });
  });
});
