/** A labelled bar for the creation progress (role progressbar, value read aloud). */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-800"
    >
      <div
        className="h-full rounded-full bg-sky-400 transition-[width] duration-300"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
