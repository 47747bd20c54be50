import { describe, expect, it } from 'vitest';
import { pickFeatured } from './featured-articles.ts';

const limits = { count: 6, perSource: 2 };
const article = (id: string, sourceId: string | null) => ({ id, sourceId });

describe('pickFeatured (spec: chat-news-admin §2 and §9)', () => {
  it('puts pins first, then fills up to 6 with picks, 2 per source at most', () => {
    const picked = pickFeatured(
      [article('pin-a', 'a')],
      ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1'].map((id) => article(id, id.slice(0, 1))),
      limits,
    );
    expect(picked.map((row) => row.id)).toEqual(['pin-a', 'a1', 'b1', 'b2', 'c1', 'c2']);
  });

  it('shows at most 6 pins and no pick then', () => {
    const pins = ['1', '2', '3', '4', '5', '6', '7'].map((id) => article(`pin-${id}`, 'a'));
    expect(pickFeatured(pins, [article('b1', 'b')], limits).map((row) => row.id)).toEqual([
      'pin-1',
      'pin-2',
      'pin-3',
      'pin-4',
      'pin-5',
      'pin-6',
    ]);
  });

  it('counts articles without a source as one group', () => {
    const picked = pickFeatured(
      [],
      [article('x', null), article('y', null), article('z', null)],
      limits,
    );
    expect(picked.map((row) => row.id)).toEqual(['x', 'y']);
  });
});
