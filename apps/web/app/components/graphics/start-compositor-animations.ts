/**
 * The DOM island start of a CSS-animated hero graphic (the voice bars, the chat graphic): hands
 * its infinite CSS animations to Web Animations (compositor-animations.ts says why). That code is
 * a chunk of its own: page-hero.tsx imports both islands' files statically, so React Router's
 * module of every route with a hero holds this start (only the whole app runs those modules, and
 * no whole-app page, app/lib/whole-app-routes.ts, has a hero), and only these graphics' heroes
 * run it.
 */
export function startCompositorAnimations(root: HTMLElement): void {
  void import('./compositor-animations.ts')
    .then(({ keepAnimationsOffMainThread }) => keepAnimationsOffMainThread(root))
    // Decorative: without this code the CSS animations keep running as they are.
    .catch(() => undefined);
}
