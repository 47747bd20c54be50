import { decorative } from '@phi/contracts/constants';
import './hero-graphics.css';

// spec: site-marketing-careers §2.6 and §9, the voice bots page's animated voice graphic:
// 7 bars at animation speed 1.2, no interaction.
const baseCycleMs = 1000;
const cycleMs = Math.round(baseCycleMs / decorative.voiceBarSpeed);
const barHeights = [0.45, 0.7, 0.9, 1, 0.9, 0.7, 0.45];

export function VoiceBarsGraphic() {
  return (
    <div
      aria-hidden="true"
      className="relative flex aspect-square w-full max-w-sm items-center justify-center rounded-full bg-gradient-to-br from-sky-500/20 via-slate-900 to-indigo-500/20 ring-1 ring-sky-400/30"
    >
      <div className="flex h-40 items-center gap-3">
        {Array.from({ length: decorative.voiceBars }, (_, index) => (
          <span
            key={index}
            className="voice-bar w-3 rounded-full bg-gradient-to-t from-sky-500 to-cyan-300"
            style={{
              height: `${(barHeights[index] ?? 1) * 100}%`,
              animationDuration: `${cycleMs}ms`,
              animationDelay: `${(index * cycleMs) / decorative.voiceBars}ms`,
            }}
          />
        ))}
      </div>
    </div>
  );
}
