import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [0, 'Good morning'],
    [6, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i h says %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});
