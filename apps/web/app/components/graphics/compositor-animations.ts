// Infinite CSS animations (the voice bars, the chat graphic) cost the main thread nothing while
// nothing listens for animation events; but React listens for them (animationiteration among
// its synthetic events) as soon as any island hydrates, and from then on Chromium runs a
// main-thread frame at every display frame to dispatch the iterations: about 30 a second at
// 4x CPU slowdown on the voice bots page, against none before. A Web Animations copy of the
// same animation fires no such events and stays on the compositor. The CSS stays the source of
// the animation (and what runs without JavaScript or under reduced motion: none).

import { reducedMotionQuery } from '../../lib/visibility.ts';

/** The parts of a CSSAnimation this reads (happy-dom has none of the Web Animations API). */
interface RunningAnimation {
  readonly animationName?: string;
  readonly currentTime: CSSNumberish | null;
  readonly effect: AnimationEffect | null;
  cancel(): void;
}

/**
 * Replaces every infinite CSS animation under `root` with a Web Animations copy, same keyframes,
 * timing and phase; returns the copies.
 */
export function moveCssAnimationsToWebAnimations(root: Element): Animation[] {
  if (typeof root.getAnimations !== 'function' || typeof KeyframeEffect === 'undefined') {
    return [];
  }
  const copies: Animation[] = [];
  const animations: readonly RunningAnimation[] = root.getAnimations({ subtree: true });
  for (const animation of animations) {
    const effect = animation.effect;
    if (animation.animationName === undefined || !(effect instanceof KeyframeEffect)) {
      continue;
    }
    const timing = effect.getTiming();
    if (!effect.target || timing.iterations !== Number.POSITIVE_INFINITY) {
      continue;
    }
    const copy = effect.target.animate(effect.getKeyframes(), timing);
    copy.currentTime = animation.currentTime;
    animation.cancel();
    copies.push(copy);
  }
  return copies;
}

/**
 * A DOM island's start for a CSS-animated graphic: its animations move to Web Animations, and
 * stop for good if the visitor turns reduced motion on meanwhile (the CSS no longer reaches
 * the copies).
 */
export function keepAnimationsOffMainThread(root: HTMLElement): void {
  const copies = moveCssAnimationsToWebAnimations(root);
  if (copies.length === 0 || typeof window.matchMedia !== 'function') {
    return;
  }
  const query = window.matchMedia(reducedMotionQuery);
  const onChange = () => {
    if (query.matches) {
      for (const copy of copies) {
        copy.cancel();
      }
      query.removeEventListener('change', onChange);
    }
  };
  query.addEventListener('change', onChange);
}
