import { homeContent, homePage } from '@phi/content';
import { HomePageView } from '../features/home/home-page-view.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(homePage);

export default function HomeRoute() {
  return <HomePageView content={homeContent} />;
}
