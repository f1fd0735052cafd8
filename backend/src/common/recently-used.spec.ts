import { RecentlyUsed } from './recently-used';

describe('RecentlyUsed', () => {
  it('drops the least recently used past its bytes, and never keeps what is bigger than all', () => {
    const kept = new RecentlyUsed<string>(10);
    kept.set('a', 'A', 4);
    kept.set('b', 'B', 4);
    expect(kept.get('a')).toBe('A');
    kept.set('c', 'C', 4);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c')]).toEqual(['A', 'C']);
    kept.set('huge', 'H', 11);
    expect(kept.get('huge')).toBeUndefined();
    expect(kept.get('a')).toBe('A');
  });

  it('counts a value written again once, and forgets a deleted one', () => {
    const kept = new RecentlyUsed<string>(8);
    kept.set('a', 'A', 4);
    kept.set('a', 'A2', 4);
    kept.set('b', 'B', 4);
    expect([kept.get('a'), kept.get('b')]).toEqual(['A2', 'B']);
    kept.delete('a');
    kept.set('c', 'C', 4);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 'B', 'C']);
  });
});
