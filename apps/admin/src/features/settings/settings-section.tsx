import type { ReactNode } from 'react';

/** A titled settings card; its heading names the section for assistive technology. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
    >
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
