/**
 * The hero's animated network (news-hero.tsx), prerendered: decorative, so hidden from assistive
 * technology and never focusable. Transparent until the animation runs
 * (neural-network-start.ts), so the hero's gradient is all there is before (and without) it.
 */
export function NeuralNetworkBackdrop() {
  return (
    <div aria-hidden="true" data-network-state="waiting" className="absolute inset-0 -z-10">
      <canvas className="size-full opacity-0 transition-opacity duration-700" />
    </div>
  );
}
