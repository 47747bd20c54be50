import { describe, expect, it } from 'vitest';
import { composeSiteAnswer, keySentences } from './offline-answer.ts';
import type { SitePassage } from './site-passages.ts';

const iot: SitePassage = {
  title: 'IoT Solutions',
  path: '/services/iot',
  excerpt: 'Connected devices for homes and factories.',
  content:
    'We design connected devices for homes and factories. Our team has shipped products in twelve countries. Smart sensors report energy use every minute. We also run the cloud that collects the data.',
  score: 0.9,
};

describe('composeSiteAnswer', () => {
  it('leads, quotes the key sentences with a link, and says where it came from', () => {
    const answer = composeSiteAnswer({
      question: 'Do you build smart sensors for energy?',
      passages: [iot],
      handoff: null,
    });
    expect(answer.startsWith('Here is what our website says about that:')).toBe(true);
    expect(answer).toContain('[IoT Solutions](/services/iot)');
    expect(answer).toContain('Smart sensors report energy use every minute.');
    expect(answer.endsWith("*Answered from our website's own content*")).toBe(true);
  });

  it('adds the hand-off', () => {
    const answer = composeSiteAnswer({
      question: 'How much does it cost?',
      passages: [],
      handoff: { kind: 'contact', path: '/company/contact?message=How+much' },
    });
    expect(answer).toContain('[Talk to our team](/company/contact?message=How+much)');
  });
});

describe('keySentences', () => {
  it('keeps the two best sentences in their order', () => {
    expect(keySentences('cloud data and energy', iot)).toEqual([
      'Smart sensors report energy use every minute.',
      'We also run the cloud that collects the data.',
    ]);
  });
});
