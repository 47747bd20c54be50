/**
 * The canvas of the animated network behind the AI & ML hero, as the page prerenders it: it
 * fills its positioned parent and stays empty until particle-network-animation.ts draws on it.
 * Decorative: its container hides it from assistive technology.
 */
export function ParticleNetworkGraphic() {
  return <canvas className="absolute inset-0 size-full" />;
}
