import { cookieValue } from './sockets.gateway';

describe('cookieValue', () => {
  it('finds the named cookie among others', () => {
    expect(cookieValue('a=1; token=abc.def; b=2', 'token')).toBe('abc.def');
    expect(cookieValue('xtoken=1;token=%7Bq%7D', 'token')).toBe('{q}');
    expect(cookieValue('token="quoted"', 'token')).toBe('quoted');
  });

  it('answers undefined for a missing or undecodable cookie', () => {
    expect(cookieValue(undefined, 'token')).toBeUndefined();
    expect(cookieValue('a=1; tokenx=2', 'token')).toBeUndefined();
    expect(cookieValue('token=%E0%A4%A', 'token')).toBeUndefined();
  });
});
