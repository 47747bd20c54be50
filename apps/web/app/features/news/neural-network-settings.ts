import { decorative } from '@phi/contracts/constants';

// spec: chat-news-admin §9, the blog canvas "activates 1 to 3 input neurons every 300 to 800 ms"
// (the numbers live in @phi/contracts/constants, decorative). The rest is ours: the spec shows the
// network, not its size or pace.
export const neuralNetworkSettings = {
  burst: decorative.blogNeuronBurst,
  burstIntervalMs: decorative.blogNeuronIntervalMs,
  maxPixelRatio: decorative.maxPixelRatio,
  /** Neurons per layer, input first. */
  layers: [5, 8, 10, 8, 4],
  /** Each firing neuron signals this many neurons of the next layer, so the net stays sparse. */
  fanOut: 2,
  /** Time a signal takes from one layer to the next. */
  hopMs: 520,
  /** A neuron's glow fades over this time; it cannot fire again for refractoryMs. */
  fadeMs: 900,
  refractoryMs: 420,
  /** Bounds the work of one frame however often visitors click. */
  maxSignals: 240,
  /** A frame after a long pause moves on at most this far, so signals never jump. */
  maxFrameMs: 64,
  /** The canvas code loads when the hero comes this close to the viewport. */
  preloadMargin: '200px',
} as const;
