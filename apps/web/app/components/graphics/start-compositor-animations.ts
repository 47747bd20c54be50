/**
 * The DOM island start of a CSS-animated hero graphic (the voice bars, the chat graphic): hands
 * its infinite CSS animations to Web Animations (compositor-animations.ts says why). That code is
 * a chunk of its own: every page that renders a hero imports the island files, and only these
 * graphics' heroes run it.
 */
export function startCompositorAnimations(root: HTMLElement): void {
  void import('./compositor-animations.ts')
    .then(({ keepAnimationsOffMainThread }) => keepAnimationsOffMainThread(root))
    // Decorative: without this code the CSS animations keep running as they are.
    .catch(() => undefined);
}
