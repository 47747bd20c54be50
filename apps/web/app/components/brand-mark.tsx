import { company } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import { SiteLink } from './site-link.tsx';

export function BrandMark() {
  return (
    <SiteLink
      to={routePaths.home}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-white"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-sky-400 font-serif text-xl text-slate-950"
      >
        {company.logoGlyph}
      </span>
      {company.name}
    </SiteLink>
  );
}
