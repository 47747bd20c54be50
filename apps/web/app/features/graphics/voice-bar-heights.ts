import { decorative } from '@phi/contracts/constants';

// spec: site-marketing-careers §2.6 and §9: the voice graphic has 7 bars (speed 1.2 on the
// voice bots page). Heights are fractions of the canvas height, between a floor and 1.

const floor = 0.18;
// Neighbouring bars are out of phase, so the row ripples like speech rather than pulsing.
const phaseStep = 0.85;

export function voiceBarHeights(
  time: number,
  speed: number = decorative.voiceBarSpeed,
  count: number = decorative.voiceBars,
): number[] {
  return Array.from({ length: count }, (_, index) => {
    const phase = time * speed * Math.PI + index * phaseStep;
    // Two sines of different rates give an uneven, voice-like rhythm; their mix stays in [0, 1].
    const level = 0.5 + 0.32 * Math.sin(phase) + 0.18 * Math.sin(phase * 2.3 + index);
    return floor + (1 - floor) * Math.min(1, Math.max(0, level));
  });
}

export function drawVoiceBars(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  heights: readonly number[],
): void {
  const count = heights.length;
  const gap = width / (count * 3);
  const barWidth = (width - gap * (count - 1)) / count;
  const gradient = context.createLinearGradient(0, height, 0, 0);
  gradient.addColorStop(0, '#38bdf8');
  gradient.addColorStop(1, '#a78bfa');
  context.fillStyle = gradient;
  heights.forEach((fraction, index) => {
    const barHeight = fraction * height;
    const x = index * (barWidth + gap);
    context.beginPath();
    context.roundRect(x, (height - barHeight) / 2, barWidth, barHeight, barWidth / 2);
    context.fill();
  });
}
